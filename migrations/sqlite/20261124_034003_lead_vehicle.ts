import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`wording_opt_in_ticked\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`subcategory\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`vehicle_car_id\` integer REFERENCES cars(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`vehicle_title\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`vehicle_stock_number\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`vehicle_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`vehicle_make\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`vehicle_model\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`vehicle_car_type\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`vehicle_status\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`vehicle_dealership_slug\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`vehicle_manufacturer_slug\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`vehicle_link\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`vehicle_photo\` text;`)
  await db.run(sql`CREATE INDEX \`leads_vehicle_vehicle_car_idx\` ON \`leads\` (\`vehicle_car_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`summary\` text,
  	\`category\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`subject\` text,
  	\`location_id\` integer,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`postcode\` text,
  	\`message\` text,
  	\`details\` text,
  	\`opt_in\` integer DEFAULT false,
  	\`page_url\` text,
  	\`user_agent\` text,
  	\`delivery_status\` text DEFAULT 'pending',
  	\`staff_notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "tenant_id", "summary", "category", "status", "subject", "location_id", "first_name", "last_name", "email", "phone", "postcode", "message", "details", "opt_in", "page_url", "user_agent", "delivery_status", "staff_notes", "updated_at", "created_at") SELECT "id", "tenant_id", "summary", "category", "status", "subject", "location_id", "first_name", "last_name", "email", "phone", "postcode", "message", "details", "opt_in", "page_url", "user_agent", "delivery_status", "staff_notes", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_tenant_idx\` ON \`leads\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_location_idx\` ON \`leads\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`wording_opt_in_ticked\`;`)
}
