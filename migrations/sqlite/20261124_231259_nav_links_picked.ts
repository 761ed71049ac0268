import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Mega-menu side links and footer links become picked links (goesTo). Each typed path or
 * address moves over as "A path or web address", with its new-tab choice; the old columns go
 * in the next migration.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`nav_side_links_car_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation_header_mega_menu_side_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_side_links_car_types_order_idx\` ON \`nav_side_links_car_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`nav_side_links_car_types_parent_idx\` ON \`nav_side_links_car_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_side_links_bodies\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation_header_mega_menu_side_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_side_links_bodies_order_idx\` ON \`nav_side_links_bodies\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`nav_side_links_bodies_parent_idx\` ON \`nav_side_links_bodies\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_footer_links_car_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation_footer_groups_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_footer_links_car_types_order_idx\` ON \`nav_footer_links_car_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`nav_footer_links_car_types_parent_idx\` ON \`nav_footer_links_car_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_footer_links_bodies\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation_footer_groups_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_footer_links_bodies_order_idx\` ON \`nav_footer_links_bodies\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`nav_footer_links_bodies_parent_idx\` ON \`nav_footer_links_bodies\` (\`parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_navigation_header_mega_menu_side_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`link\` text,
  	\`new_tab\` integer DEFAULT false,
  	\`goes_to_type\` text DEFAULT 'page' NOT NULL,
  	\`goes_to_page_id\` integer,
  	\`goes_to_offer_id\` integer,
  	\`goes_to_model_id\` integer,
  	\`goes_to_url\` text,
  	\`goes_to_search_makes\` text,
  	\`goes_to_new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`goes_to_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`goes_to_offer_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`goes_to_model_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_header_mega_menu_side_links\`("_order", "_parent_id", "id", "label", "link", "new_tab", "goes_to_type", "goes_to_page_id", "goes_to_offer_id", "goes_to_model_id", "goes_to_url", "goes_to_search_makes", "goes_to_new_tab") SELECT "_order", "_parent_id", "id", "label", "link", "new_tab", 'url', NULL, NULL, NULL, "link", NULL, "new_tab" FROM \`navigation_header_mega_menu_side_links\`;`)
  await db.run(sql`DROP TABLE \`navigation_header_mega_menu_side_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_header_mega_menu_side_links\` RENAME TO \`navigation_header_mega_menu_side_links\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`navigation_header_mega_menu_side_links_order_idx\` ON \`navigation_header_mega_menu_side_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_header_mega_menu_side_links_parent_id_idx\` ON \`navigation_header_mega_menu_side_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_header_mega_menu_side_links_goes_to_goes_to_p_idx\` ON \`navigation_header_mega_menu_side_links\` (\`goes_to_page_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_header_mega_menu_side_links_goes_to_goes_to_o_idx\` ON \`navigation_header_mega_menu_side_links\` (\`goes_to_offer_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_header_mega_menu_side_links_goes_to_goes_to_m_idx\` ON \`navigation_header_mega_menu_side_links\` (\`goes_to_model_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_footer_groups_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`link\` text,
  	\`new_tab\` integer DEFAULT false,
  	\`goes_to_type\` text DEFAULT 'page' NOT NULL,
  	\`goes_to_page_id\` integer,
  	\`goes_to_offer_id\` integer,
  	\`goes_to_model_id\` integer,
  	\`goes_to_url\` text,
  	\`goes_to_search_makes\` text,
  	\`goes_to_new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`goes_to_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`goes_to_offer_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`goes_to_model_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_footer_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_footer_groups_links\`("_order", "_parent_id", "id", "label", "link", "new_tab", "goes_to_type", "goes_to_page_id", "goes_to_offer_id", "goes_to_model_id", "goes_to_url", "goes_to_search_makes", "goes_to_new_tab") SELECT "_order", "_parent_id", "id", "label", "link", "new_tab", 'url', NULL, NULL, NULL, "link", NULL, "new_tab" FROM \`navigation_footer_groups_links\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_groups_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_footer_groups_links\` RENAME TO \`navigation_footer_groups_links\`;`)
  await db.run(sql`CREATE INDEX \`navigation_footer_groups_links_order_idx\` ON \`navigation_footer_groups_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_groups_links_parent_id_idx\` ON \`navigation_footer_groups_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_groups_links_goes_to_goes_to_page_idx\` ON \`navigation_footer_groups_links\` (\`goes_to_page_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_groups_links_goes_to_goes_to_offer_idx\` ON \`navigation_footer_groups_links\` (\`goes_to_offer_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_groups_links_goes_to_goes_to_model_idx\` ON \`navigation_footer_groups_links\` (\`goes_to_model_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`nav_side_links_car_types\`;`)
  await db.run(sql`DROP TABLE \`nav_side_links_bodies\`;`)
  await db.run(sql`DROP TABLE \`nav_footer_links_car_types\`;`)
  await db.run(sql`DROP TABLE \`nav_footer_links_bodies\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_navigation_header_mega_menu_side_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_header_mega_menu_side_links\`("_order", "_parent_id", "id", "label", "link", "new_tab") SELECT "_order", "_parent_id", "id", "label", "link", "new_tab" FROM \`navigation_header_mega_menu_side_links\`;`)
  await db.run(sql`DROP TABLE \`navigation_header_mega_menu_side_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_header_mega_menu_side_links\` RENAME TO \`navigation_header_mega_menu_side_links\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`navigation_header_mega_menu_side_links_order_idx\` ON \`navigation_header_mega_menu_side_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_header_mega_menu_side_links_parent_id_idx\` ON \`navigation_header_mega_menu_side_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_footer_groups_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_footer_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_footer_groups_links\`("_order", "_parent_id", "id", "label", "link", "new_tab") SELECT "_order", "_parent_id", "id", "label", "link", "new_tab" FROM \`navigation_footer_groups_links\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_groups_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_footer_groups_links\` RENAME TO \`navigation_footer_groups_links\`;`)
  await db.run(sql`CREATE INDEX \`navigation_footer_groups_links_order_idx\` ON \`navigation_footer_groups_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_groups_links_parent_id_idx\` ON \`navigation_footer_groups_links\` (\`_parent_id\`);`)
}
