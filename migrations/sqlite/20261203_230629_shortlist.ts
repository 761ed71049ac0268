import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_favourites\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_compare\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_shortlist_used_only\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`features_favourites\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`features_compare\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`features_shortlist_used_only\`;`)
}
