import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`cars\` ADD \`payment_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`payment_comparison_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`payment_term_years\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`payment_rate\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`payment_comparison_rate\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`payment_term_years\`;`)
}
