import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` ADD \`button_action\` text DEFAULT 'link';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` ADD \`button_action\` text DEFAULT 'link';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action\` DROP COLUMN \`button_action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action\` DROP COLUMN \`button_action\`;`)
}
