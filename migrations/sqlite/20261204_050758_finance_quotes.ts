import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_quick_quote\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_broker_dealer_id\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_quote_available_cars_only\` integer DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`finance_quick_quote\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`finance_broker_dealer_id\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`finance_quote_available_cars_only\`;`)
}
