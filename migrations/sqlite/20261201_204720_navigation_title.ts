import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`navigation\` ADD \`title\` text;`)
  // Each dealer's navigation is named after its dealer, as a save would name it.
  await db.run(
    sql`UPDATE \`navigation\` SET \`title\` = (SELECT \`name\` || ' navigation' FROM \`tenants\` WHERE \`tenants\`.\`id\` = \`navigation\`.\`tenant_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`navigation\` DROP COLUMN \`title\`;`)
}
