import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_quick_search_car_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_quick_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_quick_search_car_types_order_idx\` ON \`pages_blocks_quick_search_car_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quick_search_car_types_parent_idx\` ON \`pages_blocks_quick_search_car_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quick_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Find your next car',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_quick_search_order_idx\` ON \`pages_blocks_quick_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quick_search_parent_id_idx\` ON \`pages_blocks_quick_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quick_search_path_idx\` ON \`pages_blocks_quick_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_shop_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Shop our range',
  	\`shop_by\` text DEFAULT 'carType',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_shop_tiles_order_idx\` ON \`pages_blocks_shop_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_shop_tiles_parent_id_idx\` ON \`pages_blocks_shop_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_shop_tiles_path_idx\` ON \`pages_blocks_shop_tiles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quick_search_car_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_quick_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quick_search_car_types_order_idx\` ON \`_pages_v_blocks_quick_search_car_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quick_search_car_types_parent_idx\` ON \`_pages_v_blocks_quick_search_car_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quick_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Find your next car',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quick_search_order_idx\` ON \`_pages_v_blocks_quick_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quick_search_parent_id_idx\` ON \`_pages_v_blocks_quick_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quick_search_path_idx\` ON \`_pages_v_blocks_quick_search\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_shop_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Shop our range',
  	\`shop_by\` text DEFAULT 'carType',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_shop_tiles_order_idx\` ON \`_pages_v_blocks_shop_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_shop_tiles_parent_id_idx\` ON \`_pages_v_blocks_shop_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_shop_tiles_path_idx\` ON \`_pages_v_blocks_shop_tiles\` (\`_path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_quick_search_car_types\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quick_search\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_shop_tiles\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quick_search_car_types\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quick_search\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_shop_tiles\`;`)
}
