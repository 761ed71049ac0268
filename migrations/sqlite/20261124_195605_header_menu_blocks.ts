import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`navigation_blocks_menu_link_link_search_car_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation_blocks_menu_link\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_link_link_search_car_types_order_idx\` ON \`navigation_blocks_menu_link_link_search_car_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_link_link_search_car_types_parent_idx\` ON \`navigation_blocks_menu_link_link_search_car_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_blocks_menu_link_link_search_bodies\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation_blocks_menu_link\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_link_link_search_bodies_order_idx\` ON \`navigation_blocks_menu_link_link_search_bodies\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_link_link_search_bodies_parent_idx\` ON \`navigation_blocks_menu_link_link_search_bodies\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_blocks_menu_link\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`link_type\` text DEFAULT 'page' NOT NULL,
  	\`link_page_id\` integer,
  	\`link_offer_id\` integer,
  	\`link_model_id\` integer,
  	\`link_url\` text,
  	\`link_search_makes\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_offer_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_model_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_link_order_idx\` ON \`navigation_blocks_menu_link\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_link_parent_id_idx\` ON \`navigation_blocks_menu_link\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_link_path_idx\` ON \`navigation_blocks_menu_link\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_link_link_link_page_idx\` ON \`navigation_blocks_menu_link\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_link_link_link_offer_idx\` ON \`navigation_blocks_menu_link\` (\`link_offer_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_link_link_link_model_idx\` ON \`navigation_blocks_menu_link\` (\`link_model_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_blocks_menu_group_links_link_search_car_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation_blocks_menu_group_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_group_links_link_search_car_types_order_idx\` ON \`navigation_blocks_menu_group_links_link_search_car_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_group_links_link_search_car_types_parent_idx\` ON \`navigation_blocks_menu_group_links_link_search_car_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_blocks_menu_group_links_link_search_bodies\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation_blocks_menu_group_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_group_links_link_search_bodies_order_idx\` ON \`navigation_blocks_menu_group_links_link_search_bodies\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_group_links_link_search_bodies_parent_idx\` ON \`navigation_blocks_menu_group_links_link_search_bodies\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_blocks_menu_group_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`link_type\` text DEFAULT 'page' NOT NULL,
  	\`link_page_id\` integer,
  	\`link_offer_id\` integer,
  	\`link_model_id\` integer,
  	\`link_url\` text,
  	\`link_search_makes\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_offer_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_model_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_blocks_menu_group\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_group_links_order_idx\` ON \`navigation_blocks_menu_group_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_group_links_parent_id_idx\` ON \`navigation_blocks_menu_group_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_group_links_link_link_page_idx\` ON \`navigation_blocks_menu_group_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_group_links_link_link_offer_idx\` ON \`navigation_blocks_menu_group_links\` (\`link_offer_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_group_links_link_link_model_idx\` ON \`navigation_blocks_menu_group_links\` (\`link_model_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_blocks_menu_group\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_group_order_idx\` ON \`navigation_blocks_menu_group\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_group_parent_id_idx\` ON \`navigation_blocks_menu_group\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_group_path_idx\` ON \`navigation_blocks_menu_group\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`navigation_blocks_menu_stock\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_stock_order_idx\` ON \`navigation_blocks_menu_stock\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_stock_parent_id_idx\` ON \`navigation_blocks_menu_stock\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_stock_path_idx\` ON \`navigation_blocks_menu_stock\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`navigation_blocks_menu_models\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_models_order_idx\` ON \`navigation_blocks_menu_models\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_models_parent_id_idx\` ON \`navigation_blocks_menu_models\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_blocks_menu_models_path_idx\` ON \`navigation_blocks_menu_models\` (\`_path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`navigation_blocks_menu_link_link_search_car_types\`;`)
  await db.run(sql`DROP TABLE \`navigation_blocks_menu_link_link_search_bodies\`;`)
  await db.run(sql`DROP TABLE \`navigation_blocks_menu_link\`;`)
  await db.run(sql`DROP TABLE \`navigation_blocks_menu_group_links_link_search_car_types\`;`)
  await db.run(sql`DROP TABLE \`navigation_blocks_menu_group_links_link_search_bodies\`;`)
  await db.run(sql`DROP TABLE \`navigation_blocks_menu_group_links\`;`)
  await db.run(sql`DROP TABLE \`navigation_blocks_menu_group\`;`)
  await db.run(sql`DROP TABLE \`navigation_blocks_menu_stock\`;`)
  await db.run(sql`DROP TABLE \`navigation_blocks_menu_models\`;`)
}
