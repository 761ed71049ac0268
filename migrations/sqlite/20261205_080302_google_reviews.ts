import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`customer_name\` text NOT NULL,
  	\`rating\` numeric NOT NULL,
  	\`review_date\` text NOT NULL,
  	\`text\` text,
  	\`location_id\` integer NOT NULL,
  	\`source\` text DEFAULT 'typed',
  	\`external_id\` text,
  	\`reply_text\` text,
  	\`reply_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_reviews\`("id", "tenant_id", "customer_name", "rating", "review_date", "text", "location_id", "source", "external_id", "reply_text", "reply_date", "updated_at", "created_at") SELECT "id", "tenant_id", "customer_name", "rating", "review_date", "text", "location_id", 'typed', NULL, "reply_text", "reply_date", "updated_at", "created_at" FROM \`reviews\`;`)
  await db.run(sql`DROP TABLE \`reviews\`;`)
  await db.run(sql`ALTER TABLE \`__new_reviews\` RENAME TO \`reviews\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`reviews_tenant_idx\` ON \`reviews\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_location_idx\` ON \`reviews\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_external_id_idx\` ON \`reviews\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_updated_at_idx\` ON \`reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews_created_at_idx\` ON \`reviews\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`google_profile\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`reviews_source\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`reviews_imported_at\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`reviews_import_problem\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`customer_name\` text NOT NULL,
  	\`rating\` numeric NOT NULL,
  	\`review_date\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`location_id\` integer NOT NULL,
  	\`reply_text\` text,
  	\`reply_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_reviews\`("id", "tenant_id", "customer_name", "rating", "review_date", "text", "location_id", "reply_text", "reply_date", "updated_at", "created_at") SELECT "id", "tenant_id", "customer_name", "rating", "review_date", "text", "location_id", "reply_text", "reply_date", "updated_at", "created_at" FROM \`reviews\`;`)
  await db.run(sql`DROP TABLE \`reviews\`;`)
  await db.run(sql`ALTER TABLE \`__new_reviews\` RENAME TO \`reviews\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`reviews_tenant_idx\` ON \`reviews\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_location_idx\` ON \`reviews\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_updated_at_idx\` ON \`reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews_created_at_idx\` ON \`reviews\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`google_profile\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`reviews_source\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`reviews_imported_at\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`reviews_import_problem\`;`)
}
