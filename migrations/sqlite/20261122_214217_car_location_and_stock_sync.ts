import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_sync_hour\` numeric DEFAULT 2;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_push_token\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_last_synced_on\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_last_sync_report\` text;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`lat\` numeric;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`lng\` numeric;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`stock_sync_hour\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`stock_push_token\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`stock_last_synced_on\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`stock_last_sync_report\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`lat\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`lng\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
