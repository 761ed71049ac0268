import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`navigation_header_mega_menu_side_links\` DROP COLUMN \`link\`;`)
  await db.run(sql`ALTER TABLE \`navigation_header_mega_menu_side_links\` DROP COLUMN \`new_tab\`;`)
  await db.run(sql`ALTER TABLE \`navigation_footer_groups_links\` DROP COLUMN \`link\`;`)
  await db.run(sql`ALTER TABLE \`navigation_footer_groups_links\` DROP COLUMN \`new_tab\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`navigation_header_mega_menu_side_links\` ADD \`link\` text;`)
  await db.run(sql`ALTER TABLE \`navigation_header_mega_menu_side_links\` ADD \`new_tab\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`navigation_footer_groups_links\` ADD \`link\` text;`)
  await db.run(sql`ALTER TABLE \`navigation_footer_groups_links\` ADD \`new_tab\` integer DEFAULT false;`)
}
