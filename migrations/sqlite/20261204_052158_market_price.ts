import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_market_price_indicator\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`average_market_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`state_average_market_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`market_price_source\` text;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`market_price_date\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`features_market_price_indicator\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`average_market_price\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`state_average_market_price\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`market_price_source\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`market_price_date\`;`)
}
