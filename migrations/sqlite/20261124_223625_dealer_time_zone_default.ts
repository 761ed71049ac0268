import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_promotions_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`image_id\` integer,
  	\`phone_image_id\` integer,
  	\`button_label\` text,
  	\`link\` text,
  	\`starts_at\` text,
  	\`startsat_tz\` text,
  	\`ends_at\` text,
  	\`endsat_tz\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`phone_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_promotions_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_promotions_slider_slides\`("_order", "_parent_id", "id", "heading", "image_id", "phone_image_id", "button_label", "link", "starts_at", "startsat_tz", "ends_at", "endsat_tz") SELECT "_order", "_parent_id", "id", "heading", "image_id", "phone_image_id", "button_label", "link", "starts_at", "startsat_tz", "ends_at", "endsat_tz" FROM \`pages_blocks_promotions_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_promotions_slider_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_promotions_slider_slides\` RENAME TO \`pages_blocks_promotions_slider_slides\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promotions_slider_slides_order_idx\` ON \`pages_blocks_promotions_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promotions_slider_slides_parent_id_idx\` ON \`pages_blocks_promotions_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promotions_slider_slides_image_idx\` ON \`pages_blocks_promotions_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promotions_slider_slides_phone_image_idx\` ON \`pages_blocks_promotions_slider_slides\` (\`phone_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_promotions_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`image_id\` integer,
  	\`phone_image_id\` integer,
  	\`button_label\` text,
  	\`link\` text,
  	\`starts_at\` text,
  	\`startsat_tz\` text,
  	\`ends_at\` text,
  	\`endsat_tz\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`phone_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_promotions_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_promotions_slider_slides\`("_order", "_parent_id", "id", "heading", "image_id", "phone_image_id", "button_label", "link", "starts_at", "startsat_tz", "ends_at", "endsat_tz", "_uuid") SELECT "_order", "_parent_id", "id", "heading", "image_id", "phone_image_id", "button_label", "link", "starts_at", "startsat_tz", "ends_at", "endsat_tz", "_uuid" FROM \`_pages_v_blocks_promotions_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_promotions_slider_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_promotions_slider_slides\` RENAME TO \`_pages_v_blocks_promotions_slider_slides\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promotions_slider_slides_order_idx\` ON \`_pages_v_blocks_promotions_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promotions_slider_slides_parent_id_idx\` ON \`_pages_v_blocks_promotions_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promotions_slider_slides_image_idx\` ON \`_pages_v_blocks_promotions_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promotions_slider_slides_phone_image_idx\` ON \`_pages_v_blocks_promotions_slider_slides\` (\`phone_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_offers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text,
  	\`category\` text DEFAULT 'New vehicle offer',
  	\`enquire_label\` text DEFAULT 'Enquire Now',
  	\`description\` text,
  	\`disclaimer\` text,
  	\`start_date\` text,
  	\`startdate_tz\` text,
  	\`end_date\` text,
  	\`enddate_tz\` text,
  	\`manufacturer_id\` integer,
  	\`model_id\` integer,
  	\`image_id\` integer,
  	\`use_model_image\` integer DEFAULT false,
  	\`share_with_group\` integer DEFAULT false,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`meta_no_index\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`manufacturer_id\`) REFERENCES \`manufacturers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`model_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offers\`("id", "tenant_id", "name", "category", "enquire_label", "description", "disclaimer", "start_date", "startdate_tz", "end_date", "enddate_tz", "manufacturer_id", "model_id", "image_id", "use_model_image", "share_with_group", "meta_title", "meta_description", "meta_image_id", "meta_no_index", "updated_at", "created_at", "_status") SELECT "id", "tenant_id", "name", "category", "enquire_label", "description", "disclaimer", "start_date", "startdate_tz", "end_date", "enddate_tz", "manufacturer_id", "model_id", "image_id", "use_model_image", "share_with_group", "meta_title", "meta_description", "meta_image_id", "meta_no_index", "updated_at", "created_at", "_status" FROM \`offers\`;`)
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`ALTER TABLE \`__new_offers\` RENAME TO \`offers\`;`)
  await db.run(sql`CREATE INDEX \`offers_tenant_idx\` ON \`offers\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_manufacturer_idx\` ON \`offers\` (\`manufacturer_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_model_idx\` ON \`offers\` (\`model_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_image_idx\` ON \`offers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_meta_meta_image_idx\` ON \`offers\` (\`meta_image_id\`);`)
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
  	\`version_startdate_tz\` text,
  	\`version_end_date\` text,
  	\`version_enddate_tz\` text,
  	\`version_manufacturer_id\` integer,
  	\`version_model_id\` integer,
  	\`version_image_id\` integer,
  	\`version_use_model_image\` integer DEFAULT false,
  	\`version_share_with_group\` integer DEFAULT false,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_meta_no_index\` integer DEFAULT false,
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
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__offers_v\`("id", "parent_id", "version_tenant_id", "version_name", "version_category", "version_enquire_label", "version_description", "version_disclaimer", "version_start_date", "version_startdate_tz", "version_end_date", "version_enddate_tz", "version_manufacturer_id", "version_model_id", "version_image_id", "version_use_model_image", "version_share_with_group", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_meta_no_index", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_tenant_id", "version_name", "version_category", "version_enquire_label", "version_description", "version_disclaimer", "version_start_date", "version_startdate_tz", "version_end_date", "version_enddate_tz", "version_manufacturer_id", "version_model_id", "version_image_id", "version_use_model_image", "version_share_with_group", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_meta_no_index", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_offers_v\`;`)
  await db.run(sql`DROP TABLE \`_offers_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__offers_v\` RENAME TO \`_offers_v\`;`)
  await db.run(sql`CREATE INDEX \`_offers_v_parent_idx\` ON \`_offers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_tenant_idx\` ON \`_offers_v\` (\`version_tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_manufacturer_idx\` ON \`_offers_v\` (\`version_manufacturer_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_model_idx\` ON \`_offers_v\` (\`version_model_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_image_idx\` ON \`_offers_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_meta_version_meta_image_idx\` ON \`_offers_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_updated_at_idx\` ON \`_offers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_created_at_idx\` ON \`_offers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version__status_idx\` ON \`_offers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_created_at_idx\` ON \`_offers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_updated_at_idx\` ON \`_offers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_latest_idx\` ON \`_offers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_promo_cards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`title\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`link\` text NOT NULL,
  	\`start\` text NOT NULL,
  	\`start_tz\` text NOT NULL,
  	\`expiry\` text NOT NULL,
  	\`expiry_tz\` text NOT NULL,
  	\`strict_display\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_promo_cards\`("id", "tenant_id", "title", "image_id", "link", "start", "start_tz", "expiry", "expiry_tz", "strict_display", "updated_at", "created_at") SELECT "id", "tenant_id", "title", "image_id", "link", "start", "start_tz", "expiry", "expiry_tz", "strict_display", "updated_at", "created_at" FROM \`promo_cards\`;`)
  await db.run(sql`DROP TABLE \`promo_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_promo_cards\` RENAME TO \`promo_cards\`;`)
  await db.run(sql`CREATE INDEX \`promo_cards_tenant_idx\` ON \`promo_cards\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_image_idx\` ON \`promo_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_updated_at_idx\` ON \`promo_cards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_created_at_idx\` ON \`promo_cards\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_promo_popups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`image_id\` integer,
  	\`link\` text NOT NULL,
  	\`button_label\` text DEFAULT 'Find out more',
  	\`start\` text,
  	\`start_tz\` text,
  	\`expiry\` text NOT NULL,
  	\`expiry_tz\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_promo_popups\`("id", "tenant_id", "title", "description", "image_id", "link", "button_label", "start", "start_tz", "expiry", "expiry_tz", "updated_at", "created_at") SELECT "id", "tenant_id", "title", "description", "image_id", "link", "button_label", "start", "start_tz", "expiry", "expiry_tz", "updated_at", "created_at" FROM \`promo_popups\`;`)
  await db.run(sql`DROP TABLE \`promo_popups\`;`)
  await db.run(sql`ALTER TABLE \`__new_promo_popups\` RENAME TO \`promo_popups\`;`)
  await db.run(sql`CREATE INDEX \`promo_popups_tenant_idx\` ON \`promo_popups\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`promo_popups_image_idx\` ON \`promo_popups\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`promo_popups_updated_at_idx\` ON \`promo_popups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promo_popups_created_at_idx\` ON \`promo_popups\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_promotions_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`image_id\` integer,
  	\`phone_image_id\` integer,
  	\`button_label\` text,
  	\`link\` text,
  	\`starts_at\` text,
  	\`startsat_tz\` text DEFAULT 'Australia/Sydney',
  	\`ends_at\` text,
  	\`endsat_tz\` text DEFAULT 'Australia/Sydney',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`phone_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_promotions_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_promotions_slider_slides\`("_order", "_parent_id", "id", "heading", "image_id", "phone_image_id", "button_label", "link", "starts_at", "startsat_tz", "ends_at", "endsat_tz") SELECT "_order", "_parent_id", "id", "heading", "image_id", "phone_image_id", "button_label", "link", "starts_at", "startsat_tz", "ends_at", "endsat_tz" FROM \`pages_blocks_promotions_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_promotions_slider_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_promotions_slider_slides\` RENAME TO \`pages_blocks_promotions_slider_slides\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promotions_slider_slides_order_idx\` ON \`pages_blocks_promotions_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promotions_slider_slides_parent_id_idx\` ON \`pages_blocks_promotions_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promotions_slider_slides_image_idx\` ON \`pages_blocks_promotions_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promotions_slider_slides_phone_image_idx\` ON \`pages_blocks_promotions_slider_slides\` (\`phone_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_promotions_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`image_id\` integer,
  	\`phone_image_id\` integer,
  	\`button_label\` text,
  	\`link\` text,
  	\`starts_at\` text,
  	\`startsat_tz\` text DEFAULT 'Australia/Sydney',
  	\`ends_at\` text,
  	\`endsat_tz\` text DEFAULT 'Australia/Sydney',
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`phone_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_promotions_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_promotions_slider_slides\`("_order", "_parent_id", "id", "heading", "image_id", "phone_image_id", "button_label", "link", "starts_at", "startsat_tz", "ends_at", "endsat_tz", "_uuid") SELECT "_order", "_parent_id", "id", "heading", "image_id", "phone_image_id", "button_label", "link", "starts_at", "startsat_tz", "ends_at", "endsat_tz", "_uuid" FROM \`_pages_v_blocks_promotions_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_promotions_slider_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_promotions_slider_slides\` RENAME TO \`_pages_v_blocks_promotions_slider_slides\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promotions_slider_slides_order_idx\` ON \`_pages_v_blocks_promotions_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promotions_slider_slides_parent_id_idx\` ON \`_pages_v_blocks_promotions_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promotions_slider_slides_image_idx\` ON \`_pages_v_blocks_promotions_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promotions_slider_slides_phone_image_idx\` ON \`_pages_v_blocks_promotions_slider_slides\` (\`phone_image_id\`);`)
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
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`meta_no_index\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`manufacturer_id\`) REFERENCES \`manufacturers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`model_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offers\`("id", "tenant_id", "name", "category", "enquire_label", "description", "disclaimer", "start_date", "startdate_tz", "end_date", "enddate_tz", "manufacturer_id", "model_id", "image_id", "use_model_image", "share_with_group", "meta_title", "meta_description", "meta_image_id", "meta_no_index", "updated_at", "created_at", "_status") SELECT "id", "tenant_id", "name", "category", "enquire_label", "description", "disclaimer", "start_date", "startdate_tz", "end_date", "enddate_tz", "manufacturer_id", "model_id", "image_id", "use_model_image", "share_with_group", "meta_title", "meta_description", "meta_image_id", "meta_no_index", "updated_at", "created_at", "_status" FROM \`offers\`;`)
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`ALTER TABLE \`__new_offers\` RENAME TO \`offers\`;`)
  await db.run(sql`CREATE INDEX \`offers_tenant_idx\` ON \`offers\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_manufacturer_idx\` ON \`offers\` (\`manufacturer_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_model_idx\` ON \`offers\` (\`model_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_image_idx\` ON \`offers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_meta_meta_image_idx\` ON \`offers\` (\`meta_image_id\`);`)
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
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_meta_no_index\` integer DEFAULT false,
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
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__offers_v\`("id", "parent_id", "version_tenant_id", "version_name", "version_category", "version_enquire_label", "version_description", "version_disclaimer", "version_start_date", "version_startdate_tz", "version_end_date", "version_enddate_tz", "version_manufacturer_id", "version_model_id", "version_image_id", "version_use_model_image", "version_share_with_group", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_meta_no_index", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_tenant_id", "version_name", "version_category", "version_enquire_label", "version_description", "version_disclaimer", "version_start_date", "version_startdate_tz", "version_end_date", "version_enddate_tz", "version_manufacturer_id", "version_model_id", "version_image_id", "version_use_model_image", "version_share_with_group", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_meta_no_index", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_offers_v\`;`)
  await db.run(sql`DROP TABLE \`_offers_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__offers_v\` RENAME TO \`_offers_v\`;`)
  await db.run(sql`CREATE INDEX \`_offers_v_parent_idx\` ON \`_offers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_tenant_idx\` ON \`_offers_v\` (\`version_tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_manufacturer_idx\` ON \`_offers_v\` (\`version_manufacturer_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_model_idx\` ON \`_offers_v\` (\`version_model_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_image_idx\` ON \`_offers_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_meta_version_meta_image_idx\` ON \`_offers_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_updated_at_idx\` ON \`_offers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_created_at_idx\` ON \`_offers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version__status_idx\` ON \`_offers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_created_at_idx\` ON \`_offers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_updated_at_idx\` ON \`_offers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_latest_idx\` ON \`_offers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_promo_cards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`title\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`link\` text NOT NULL,
  	\`start\` text NOT NULL,
  	\`start_tz\` text DEFAULT 'Australia/Sydney' NOT NULL,
  	\`expiry\` text NOT NULL,
  	\`expiry_tz\` text DEFAULT 'Australia/Sydney' NOT NULL,
  	\`strict_display\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_promo_cards\`("id", "tenant_id", "title", "image_id", "link", "start", "start_tz", "expiry", "expiry_tz", "strict_display", "updated_at", "created_at") SELECT "id", "tenant_id", "title", "image_id", "link", "start", "start_tz", "expiry", "expiry_tz", "strict_display", "updated_at", "created_at" FROM \`promo_cards\`;`)
  await db.run(sql`DROP TABLE \`promo_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_promo_cards\` RENAME TO \`promo_cards\`;`)
  await db.run(sql`CREATE INDEX \`promo_cards_tenant_idx\` ON \`promo_cards\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_image_idx\` ON \`promo_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_updated_at_idx\` ON \`promo_cards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_created_at_idx\` ON \`promo_cards\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_promo_popups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`image_id\` integer,
  	\`link\` text NOT NULL,
  	\`button_label\` text DEFAULT 'Find out more',
  	\`start\` text,
  	\`start_tz\` text DEFAULT 'Australia/Sydney',
  	\`expiry\` text NOT NULL,
  	\`expiry_tz\` text DEFAULT 'Australia/Sydney' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_promo_popups\`("id", "tenant_id", "title", "description", "image_id", "link", "button_label", "start", "start_tz", "expiry", "expiry_tz", "updated_at", "created_at") SELECT "id", "tenant_id", "title", "description", "image_id", "link", "button_label", "start", "start_tz", "expiry", "expiry_tz", "updated_at", "created_at" FROM \`promo_popups\`;`)
  await db.run(sql`DROP TABLE \`promo_popups\`;`)
  await db.run(sql`ALTER TABLE \`__new_promo_popups\` RENAME TO \`promo_popups\`;`)
  await db.run(sql`CREATE INDEX \`promo_popups_tenant_idx\` ON \`promo_popups\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`promo_popups_image_idx\` ON \`promo_popups\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`promo_popups_updated_at_idx\` ON \`promo_popups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promo_popups_created_at_idx\` ON \`promo_popups\` (\`created_at\`);`)
}
