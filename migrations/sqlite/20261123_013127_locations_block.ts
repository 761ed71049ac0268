import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`filter\` text DEFAULT 'all',
  	\`display\` text DEFAULT 'auto',
  	\`location_id\` integer,
  	\`show_hours\` integer DEFAULT true,
  	\`show_licence\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_locations_order_idx\` ON \`pages_blocks_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_locations_parent_id_idx\` ON \`pages_blocks_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_locations_path_idx\` ON \`pages_blocks_locations\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_locations_location_idx\` ON \`pages_blocks_locations\` (\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`filter\` text DEFAULT 'all',
  	\`display\` text DEFAULT 'auto',
  	\`location_id\` integer,
  	\`show_hours\` integer DEFAULT true,
  	\`show_licence\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_locations_order_idx\` ON \`_pages_v_blocks_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_locations_parent_id_idx\` ON \`_pages_v_blocks_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_locations_path_idx\` ON \`_pages_v_blocks_locations\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_locations_location_idx\` ON \`_pages_v_blocks_locations\` (\`location_id\`);`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_alternating_service_saturdays\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`wording_closed_weekend_text\` text DEFAULT 'closed';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_locations\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_locations\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`features_alternating_service_saturdays\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`wording_closed_weekend_text\`;`)
}
