import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_enquiry_message_required\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`wording_enquiry_disclaimer\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`subject\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`location_id\` integer REFERENCES locations(id);`)
  await db.run(sql`CREATE INDEX \`leads_location_idx\` ON \`leads\` (\`location_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`summary\` text,
  	\`category\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
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
  	\`staff_notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "tenant_id", "summary", "category", "status", "first_name", "last_name", "email", "phone", "postcode", "message", "details", "opt_in", "page_url", "user_agent", "staff_notes", "updated_at", "created_at") SELECT "id", "tenant_id", "summary", "category", "status", "first_name", "last_name", "email", "phone", "postcode", "message", "details", "opt_in", "page_url", "user_agent", "staff_notes", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_tenant_idx\` ON \`leads\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`features_enquiry_message_required\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`wording_enquiry_disclaimer\`;`)
}
