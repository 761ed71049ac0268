import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_reviews\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'What our customers say',
  	\`location_id\` integer,
  	\`limit\` numeric DEFAULT 12,
  	\`block_name\` text,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_order_idx\` ON \`pages_blocks_reviews\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_parent_id_idx\` ON \`pages_blocks_reviews\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_path_idx\` ON \`pages_blocks_reviews\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_location_idx\` ON \`pages_blocks_reviews\` (\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_weekend_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Open this weekend',
  	\`filter\` text DEFAULT 'sales',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_weekend_hours_order_idx\` ON \`pages_blocks_weekend_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_weekend_hours_parent_id_idx\` ON \`pages_blocks_weekend_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_weekend_hours_path_idx\` ON \`pages_blocks_weekend_hours\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_location_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`location_id\` integer,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_location_map_order_idx\` ON \`pages_blocks_location_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_location_map_parent_id_idx\` ON \`pages_blocks_location_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_location_map_path_idx\` ON \`pages_blocks_location_map\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_location_map_location_idx\` ON \`pages_blocks_location_map\` (\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trade_in_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_trade_in_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_in_faq_items_order_idx\` ON \`pages_blocks_trade_in_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_in_faq_items_parent_id_idx\` ON \`pages_blocks_trade_in_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trade_in_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Trade-in questions',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_in_faq_order_idx\` ON \`pages_blocks_trade_in_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_in_faq_parent_id_idx\` ON \`pages_blocks_trade_in_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_in_faq_path_idx\` ON \`pages_blocks_trade_in_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_blog_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_blog_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_cards_cards_order_idx\` ON \`pages_blocks_blog_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_cards_cards_parent_id_idx\` ON \`pages_blocks_blog_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_cards_cards_image_idx\` ON \`pages_blocks_blog_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_blog_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'From our blog',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_cards_order_idx\` ON \`pages_blocks_blog_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_cards_parent_id_idx\` ON \`pages_blocks_blog_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blog_cards_path_idx\` ON \`pages_blocks_blog_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_reviews\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'What our customers say',
  	\`location_id\` integer,
  	\`limit\` numeric DEFAULT 12,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reviews_order_idx\` ON \`_pages_v_blocks_reviews\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reviews_parent_id_idx\` ON \`_pages_v_blocks_reviews\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reviews_path_idx\` ON \`_pages_v_blocks_reviews\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reviews_location_idx\` ON \`_pages_v_blocks_reviews\` (\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_weekend_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Open this weekend',
  	\`filter\` text DEFAULT 'sales',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_weekend_hours_order_idx\` ON \`_pages_v_blocks_weekend_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_weekend_hours_parent_id_idx\` ON \`_pages_v_blocks_weekend_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_weekend_hours_path_idx\` ON \`_pages_v_blocks_weekend_hours\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_location_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`location_id\` integer,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_location_map_order_idx\` ON \`_pages_v_blocks_location_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_location_map_parent_id_idx\` ON \`_pages_v_blocks_location_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_location_map_path_idx\` ON \`_pages_v_blocks_location_map\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_location_map_location_idx\` ON \`_pages_v_blocks_location_map\` (\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trade_in_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_trade_in_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_in_faq_items_order_idx\` ON \`_pages_v_blocks_trade_in_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_in_faq_items_parent_id_idx\` ON \`_pages_v_blocks_trade_in_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trade_in_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Trade-in questions',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_in_faq_order_idx\` ON \`_pages_v_blocks_trade_in_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_in_faq_parent_id_idx\` ON \`_pages_v_blocks_trade_in_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_in_faq_path_idx\` ON \`_pages_v_blocks_trade_in_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_blog_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_blog_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_cards_cards_order_idx\` ON \`_pages_v_blocks_blog_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_cards_cards_parent_id_idx\` ON \`_pages_v_blocks_blog_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_cards_cards_image_idx\` ON \`_pages_v_blocks_blog_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_blog_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'From our blog',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_cards_order_idx\` ON \`_pages_v_blocks_blog_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_cards_parent_id_idx\` ON \`_pages_v_blocks_blog_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blog_cards_path_idx\` ON \`_pages_v_blocks_blog_cards\` (\`_path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_reviews\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_weekend_hours\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_location_map\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trade_in_faq_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trade_in_faq\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_blog_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_blog_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_reviews\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_weekend_hours\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_location_map\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trade_in_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trade_in_faq\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_blog_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_blog_cards\`;`)
}
