import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_stock_grid_bodies\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_stock_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stock_grid_bodies_order_idx\` ON \`pages_blocks_stock_grid_bodies\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stock_grid_bodies_parent_idx\` ON \`pages_blocks_stock_grid_bodies\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stock_grid_bodies\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_stock_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stock_grid_bodies_order_idx\` ON \`_pages_v_blocks_stock_grid_bodies\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stock_grid_bodies_parent_idx\` ON \`_pages_v_blocks_stock_grid_bodies\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stock_grid\` ADD \`price_min\` numeric;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stock_grid\` ADD \`price_max\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stock_grid\` ADD \`price_min\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stock_grid\` ADD \`price_max\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_stock_grid_bodies\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stock_grid_bodies\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stock_grid\` DROP COLUMN \`price_min\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stock_grid\` DROP COLUMN \`price_max\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stock_grid\` DROP COLUMN \`price_min\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stock_grid\` DROP COLUMN \`price_max\`;`)
}
