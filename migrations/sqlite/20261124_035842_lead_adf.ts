import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`contact_lead_email_adf\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`contact_lead_webhook_format\` text DEFAULT 'json';`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`vehicle_year\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`contact_lead_email_adf\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`contact_lead_webhook_format\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`vehicle_year\`;`)
}
