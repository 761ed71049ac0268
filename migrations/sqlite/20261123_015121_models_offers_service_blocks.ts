import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_models_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Explore the range',
  	\`category\` text,
  	\`limit\` numeric DEFAULT 8,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_models_grid_order_idx\` ON \`pages_blocks_models_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_models_grid_parent_id_idx\` ON \`pages_blocks_models_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_models_grid_path_idx\` ON \`pages_blocks_models_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_offers_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Latest offers',
  	\`category\` text,
  	\`limit\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_offers_list_order_idx\` ON \`pages_blocks_offers_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_offers_list_parent_id_idx\` ON \`pages_blocks_offers_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_offers_list_path_idx\` ON \`pages_blocks_offers_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_service_advantage\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`model_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`model_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_advantage_order_idx\` ON \`pages_blocks_service_advantage\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_advantage_parent_id_idx\` ON \`pages_blocks_service_advantage\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_advantage_path_idx\` ON \`pages_blocks_service_advantage\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_advantage_model_idx\` ON \`pages_blocks_service_advantage\` (\`model_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_models_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Explore the range',
  	\`category\` text,
  	\`limit\` numeric DEFAULT 8,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_models_grid_order_idx\` ON \`_pages_v_blocks_models_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_models_grid_parent_id_idx\` ON \`_pages_v_blocks_models_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_models_grid_path_idx\` ON \`_pages_v_blocks_models_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_offers_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Latest offers',
  	\`category\` text,
  	\`limit\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offers_list_order_idx\` ON \`_pages_v_blocks_offers_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offers_list_parent_id_idx\` ON \`_pages_v_blocks_offers_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offers_list_path_idx\` ON \`_pages_v_blocks_offers_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_service_advantage\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`model_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`model_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_advantage_order_idx\` ON \`_pages_v_blocks_service_advantage\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_advantage_parent_id_idx\` ON \`_pages_v_blocks_service_advantage\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_advantage_path_idx\` ON \`_pages_v_blocks_service_advantage\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_advantage_model_idx\` ON \`_pages_v_blocks_service_advantage\` (\`model_id\`);`)
  await db.run(sql`ALTER TABLE \`models\` ADD \`summary\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_models_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_offers_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_service_advantage\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_models_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_offers_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_service_advantage\`;`)
  await db.run(sql`ALTER TABLE \`models\` DROP COLUMN \`summary\`;`)
}
