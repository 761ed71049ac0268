import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_stock_grid_car_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_stock_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stock_grid_car_types_order_idx\` ON \`pages_blocks_stock_grid_car_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stock_grid_car_types_parent_idx\` ON \`pages_blocks_stock_grid_car_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stock_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Our latest stock',
  	\`sort_by\` text DEFAULT 'custom_rank',
  	\`limit\` numeric,
  	\`show_promo_cards\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stock_grid_order_idx\` ON \`pages_blocks_stock_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stock_grid_parent_id_idx\` ON \`pages_blocks_stock_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stock_grid_path_idx\` ON \`pages_blocks_stock_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_get_finance_now_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_get_finance_now\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_finance_now_steps_order_idx\` ON \`pages_blocks_get_finance_now_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_finance_now_steps_parent_id_idx\` ON \`pages_blocks_get_finance_now_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_get_finance_now\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Get Finance Now',
  	\`intro\` text,
  	\`stock_heading\` text DEFAULT 'Featured used cars',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_finance_now_order_idx\` ON \`pages_blocks_get_finance_now\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_finance_now_parent_id_idx\` ON \`pages_blocks_get_finance_now\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_get_finance_now_path_idx\` ON \`pages_blocks_get_finance_now\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_texts_order_parent\` ON \`pages_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stock_grid_car_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_stock_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stock_grid_car_types_order_idx\` ON \`_pages_v_blocks_stock_grid_car_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stock_grid_car_types_parent_idx\` ON \`_pages_v_blocks_stock_grid_car_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stock_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Our latest stock',
  	\`sort_by\` text DEFAULT 'custom_rank',
  	\`limit\` numeric,
  	\`show_promo_cards\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stock_grid_order_idx\` ON \`_pages_v_blocks_stock_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stock_grid_parent_id_idx\` ON \`_pages_v_blocks_stock_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stock_grid_path_idx\` ON \`_pages_v_blocks_stock_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_get_finance_now_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_get_finance_now\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_get_finance_now_steps_order_idx\` ON \`_pages_v_blocks_get_finance_now_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_get_finance_now_steps_parent_id_idx\` ON \`_pages_v_blocks_get_finance_now_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_get_finance_now\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Get Finance Now',
  	\`intro\` text,
  	\`stock_heading\` text DEFAULT 'Featured used cars',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_get_finance_now_order_idx\` ON \`_pages_v_blocks_get_finance_now\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_get_finance_now_parent_id_idx\` ON \`_pages_v_blocks_get_finance_now\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_get_finance_now_path_idx\` ON \`_pages_v_blocks_get_finance_now\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_texts_order_parent\` ON \`_pages_v_texts\` (\`order\`,\`parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_stock_grid_car_types\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stock_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_get_finance_now_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_get_finance_now\`;`)
  await db.run(sql`DROP TABLE \`pages_texts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stock_grid_car_types\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stock_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_get_finance_now_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_get_finance_now\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_texts\`;`)
}
