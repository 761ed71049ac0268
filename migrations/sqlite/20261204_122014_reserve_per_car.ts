import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_reserve_on_cards\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`reserve_offered\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`reserve_deposit\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`features_reserve_on_cards\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`reserve_offered\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`reserve_deposit\`;`)
}
