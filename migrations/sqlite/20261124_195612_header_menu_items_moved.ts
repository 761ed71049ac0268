import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The header menu's rows become typed blocks (added by the previous migration); their typed
  // paths become "A path or web address" links, so every dealer's menu reads as before.
  const into = (block: string, kind: string) =>
    sql.raw(`INSERT INTO \`navigation_blocks_${block}\` (\`_order\`, \`_parent_id\`, \`_path\`, \`id\`, \`label\`) SELECT \`_order\`, \`_parent_id\`, 'header.menu', \`id\`, \`label\` FROM \`navigation_header_items\` WHERE \`kind\` = '${kind}';`)
  await db.run(sql`INSERT INTO \`navigation_blocks_menu_link\` (\`_order\`, \`_parent_id\`, \`_path\`, \`id\`, \`label\`, \`link_type\`, \`link_url\`, \`link_new_tab\`) SELECT \`_order\`, \`_parent_id\`, 'header.menu', \`id\`, \`label\`, 'url', \`link\`, 0 FROM \`navigation_header_items\` WHERE \`kind\` = 'link';`)
  await db.run(into('menu_group', 'group'))
  await db.run(into('menu_stock', 'stock'))
  await db.run(into('menu_models', 'models'))
  await db.run(sql`INSERT INTO \`navigation_blocks_menu_group_links\` (\`_order\`, \`_parent_id\`, \`id\`, \`label\`, \`link_type\`, \`link_url\`, \`link_new_tab\`) SELECT l.\`_order\`, l.\`_parent_id\`, l.\`id\`, COALESCE(l.\`label\`, l.\`link\`, ''), 'url', l.\`link\`, COALESCE(l.\`new_tab\`, 0) FROM \`navigation_header_items_links\` l JOIN \`navigation_header_items\` i ON i.\`id\` = l.\`_parent_id\` WHERE i.\`kind\` = 'group';`)

  await db.run(sql`DROP TABLE \`navigation_header_items_links\`;`)
  await db.run(sql`DROP TABLE \`navigation_header_items\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`navigation_header_items_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`link\` text,
  	\`new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_header_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_header_items_links_order_idx\` ON \`navigation_header_items_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_header_items_links_parent_id_idx\` ON \`navigation_header_items_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_header_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'link' NOT NULL,
  	\`label\` text NOT NULL,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_header_items_order_idx\` ON \`navigation_header_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_header_items_parent_id_idx\` ON \`navigation_header_items\` (\`_parent_id\`);`)
}
