import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`offers\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`meta_no_index\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`offers_meta_meta_image_idx\` ON \`offers\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_meta_no_index\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_meta_version_meta_image_idx\` ON \`_offers_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`models\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`models\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`models\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`models\` ADD \`meta_no_index\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`models_meta_meta_image_idx\` ON \`models\` (\`meta_image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_offers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text,
  	\`category\` text DEFAULT 'New vehicle offer',
  	\`enquire_label\` text DEFAULT 'Enquire Now',
  	\`description\` text,
  	\`disclaimer\` text,
  	\`start_date\` text,
  	\`startdate_tz\` text DEFAULT 'Australia/Sydney',
  	\`end_date\` text,
  	\`enddate_tz\` text DEFAULT 'Australia/Sydney',
  	\`manufacturer_id\` integer,
  	\`model_id\` integer,
  	\`image_id\` integer,
  	\`use_model_image\` integer DEFAULT false,
  	\`share_with_group\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`manufacturer_id\`) REFERENCES \`manufacturers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`model_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offers\`("id", "tenant_id", "name", "category", "enquire_label", "description", "disclaimer", "start_date", "startdate_tz", "end_date", "enddate_tz", "manufacturer_id", "model_id", "image_id", "use_model_image", "share_with_group", "updated_at", "created_at", "_status") SELECT "id", "tenant_id", "name", "category", "enquire_label", "description", "disclaimer", "start_date", "startdate_tz", "end_date", "enddate_tz", "manufacturer_id", "model_id", "image_id", "use_model_image", "share_with_group", "updated_at", "created_at", "_status" FROM \`offers\`;`)
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`ALTER TABLE \`__new_offers\` RENAME TO \`offers\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`offers_tenant_idx\` ON \`offers\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_manufacturer_idx\` ON \`offers\` (\`manufacturer_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_model_idx\` ON \`offers\` (\`model_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_image_idx\` ON \`offers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_updated_at_idx\` ON \`offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_created_at_idx\` ON \`offers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`offers__status_idx\` ON \`offers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__offers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tenant_id\` integer,
  	\`version_name\` text,
  	\`version_category\` text DEFAULT 'New vehicle offer',
  	\`version_enquire_label\` text DEFAULT 'Enquire Now',
  	\`version_description\` text,
  	\`version_disclaimer\` text,
  	\`version_start_date\` text,
  	\`version_startdate_tz\` text DEFAULT 'Australia/Sydney',
  	\`version_end_date\` text,
  	\`version_enddate_tz\` text DEFAULT 'Australia/Sydney',
  	\`version_manufacturer_id\` integer,
  	\`version_model_id\` integer,
  	\`version_image_id\` integer,
  	\`version_use_model_image\` integer DEFAULT false,
  	\`version_share_with_group\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_manufacturer_id\`) REFERENCES \`manufacturers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_model_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__offers_v\`("id", "parent_id", "version_tenant_id", "version_name", "version_category", "version_enquire_label", "version_description", "version_disclaimer", "version_start_date", "version_startdate_tz", "version_end_date", "version_enddate_tz", "version_manufacturer_id", "version_model_id", "version_image_id", "version_use_model_image", "version_share_with_group", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_tenant_id", "version_name", "version_category", "version_enquire_label", "version_description", "version_disclaimer", "version_start_date", "version_startdate_tz", "version_end_date", "version_enddate_tz", "version_manufacturer_id", "version_model_id", "version_image_id", "version_use_model_image", "version_share_with_group", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_offers_v\`;`)
  await db.run(sql`DROP TABLE \`_offers_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__offers_v\` RENAME TO \`_offers_v\`;`)
  await db.run(sql`CREATE INDEX \`_offers_v_parent_idx\` ON \`_offers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_tenant_idx\` ON \`_offers_v\` (\`version_tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_manufacturer_idx\` ON \`_offers_v\` (\`version_manufacturer_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_model_idx\` ON \`_offers_v\` (\`version_model_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_image_idx\` ON \`_offers_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_updated_at_idx\` ON \`_offers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_created_at_idx\` ON \`_offers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version__status_idx\` ON \`_offers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_created_at_idx\` ON \`_offers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_updated_at_idx\` ON \`_offers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_latest_idx\` ON \`_offers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_models\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`manufacturer_id\` integer NOT NULL,
  	\`category\` text NOT NULL,
  	\`status\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`image_id\` integer,
  	\`summary\` text,
  	\`override_url\` text,
  	\`accessories_count\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`manufacturer_id\`) REFERENCES \`manufacturers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_models\`("id", "tenant_id", "name", "slug", "manufacturer_id", "category", "status", "sort_order", "image_id", "summary", "override_url", "accessories_count", "updated_at", "created_at") SELECT "id", "tenant_id", "name", "slug", "manufacturer_id", "category", "status", "sort_order", "image_id", "summary", "override_url", "accessories_count", "updated_at", "created_at" FROM \`models\`;`)
  await db.run(sql`DROP TABLE \`models\`;`)
  await db.run(sql`ALTER TABLE \`__new_models\` RENAME TO \`models\`;`)
  await db.run(sql`CREATE INDEX \`models_tenant_idx\` ON \`models\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`models_slug_idx\` ON \`models\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`models_manufacturer_idx\` ON \`models\` (\`manufacturer_id\`);`)
  await db.run(sql`CREATE INDEX \`models_image_idx\` ON \`models\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`models_updated_at_idx\` ON \`models\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`models_created_at_idx\` ON \`models\` (\`created_at\`);`)
}
