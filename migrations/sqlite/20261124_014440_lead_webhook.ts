import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`contact_lead_webhook_url\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`contact_lead_webhook_secret\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`contact_lead_webhook_url\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`contact_lead_webhook_secret\`;`)
}
