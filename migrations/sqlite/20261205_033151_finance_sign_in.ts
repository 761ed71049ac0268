import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_page_sign_in\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_personalised_sign_in\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`links_car_finance_page\` text DEFAULT 'finance';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`finance_page_sign_in\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`finance_personalised_sign_in\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`links_car_finance_page\`;`)
}
