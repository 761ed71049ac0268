import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_promotions_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`image_id\` integer,
  	\`phone_image_id\` integer,
  	\`button_label\` text,
  	\`link\` text,
  	\`starts_at\` text,
  	\`startsat_tz\` text DEFAULT 'Australia/Sydney',
  	\`ends_at\` text,
  	\`endsat_tz\` text DEFAULT 'Australia/Sydney',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`phone_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_promotions_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_promotions_slider_slides_order_idx\` ON \`pages_blocks_promotions_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promotions_slider_slides_parent_id_idx\` ON \`pages_blocks_promotions_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promotions_slider_slides_image_idx\` ON \`pages_blocks_promotions_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promotions_slider_slides_phone_image_idx\` ON \`pages_blocks_promotions_slider_slides\` (\`phone_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_promotions_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Current promotions',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_promotions_slider_order_idx\` ON \`pages_blocks_promotions_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promotions_slider_parent_id_idx\` ON \`pages_blocks_promotions_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promotions_slider_path_idx\` ON \`pages_blocks_promotions_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_promotions_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`image_id\` integer,
  	\`phone_image_id\` integer,
  	\`button_label\` text,
  	\`link\` text,
  	\`starts_at\` text,
  	\`startsat_tz\` text DEFAULT 'Australia/Sydney',
  	\`ends_at\` text,
  	\`endsat_tz\` text DEFAULT 'Australia/Sydney',
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`phone_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_promotions_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promotions_slider_slides_order_idx\` ON \`_pages_v_blocks_promotions_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promotions_slider_slides_parent_id_idx\` ON \`_pages_v_blocks_promotions_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promotions_slider_slides_image_idx\` ON \`_pages_v_blocks_promotions_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promotions_slider_slides_phone_image_idx\` ON \`_pages_v_blocks_promotions_slider_slides\` (\`phone_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_promotions_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Current promotions',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promotions_slider_order_idx\` ON \`_pages_v_blocks_promotions_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promotions_slider_parent_id_idx\` ON \`_pages_v_blocks_promotions_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promotions_slider_path_idx\` ON \`_pages_v_blocks_promotions_slider\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_offers_list\` ADD \`display\` text DEFAULT 'grid';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_offers_list\` ADD \`display\` text DEFAULT 'grid';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_promotions_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_promotions_slider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_promotions_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_promotions_slider\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_offers_list\` DROP COLUMN \`display\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_offers_list\` DROP COLUMN \`display\`;`)
}
