import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_show_page_steps\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_page_steps\` text DEFAULT 'Apply online in 5 minutes!
  Get pre-approved with your own personalised finance rate
  Purchase your dream car';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`finance_show_page_steps\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`finance_page_steps\`;`)
}
