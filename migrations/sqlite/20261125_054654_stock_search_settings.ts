import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_kilometre_sorts\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_makes_by_volume\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_popular_makes_break\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_stock_count\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`stock_kilometre_sorts\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`stock_makes_by_volume\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`stock_popular_makes_break\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`stock_stock_count\`;`)
}
