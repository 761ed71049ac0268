import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`car_views\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer NOT NULL,
  	\`car\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`car_views_tenant_idx\` ON \`car_views\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`car_views_updated_at_idx\` ON \`car_views\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`car_views_created_at_idx\` ON \`car_views\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`tenant_car_idx\` ON \`car_views\` (\`tenant_id\`,\`car\`);`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_show_views\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_views_shown_from\` numeric DEFAULT 10;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`car_views\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`stock_show_views\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`stock_views_shown_from\`;`)
}
