import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_expired_registration\` text DEFAULT 'unregistered';`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_estimate_note\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_comparison_rate_basis\` text DEFAULT 'Comparison rate based on a 5 year secured loan of $30,000 with a 10% deposit and a 30% final payment. WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_lender_licensing\` text;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`monthly_payment\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`stock_expired_registration\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`finance_estimate_note\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`finance_comparison_rate_basis\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`finance_lender_licensing\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`monthly_payment\`;`)
}
