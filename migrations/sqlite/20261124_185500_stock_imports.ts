import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`stock_imports_rejected\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`line\` numeric NOT NULL,
  	\`stock_number\` text,
  	\`reason\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stock_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stock_imports_rejected_order_idx\` ON \`stock_imports_rejected\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stock_imports_rejected_parent_id_idx\` ON \`stock_imports_rejected\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`stock_imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`arrival\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`requested_by\` text,
  	\`started_at\` text,
  	\`finished_at\` text,
  	\`received\` numeric,
  	\`created\` numeric,
  	\`updated\` numeric,
  	\`unchanged\` numeric,
  	\`marked_sold\` numeric,
  	\`would_mark_sold\` numeric,
  	\`rejected_count\` numeric,
  	\`message\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`stock_imports_tenant_idx\` ON \`stock_imports\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`stock_imports_status_idx\` ON \`stock_imports\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`stock_imports_updated_at_idx\` ON \`stock_imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stock_imports_created_at_idx\` ON \`stock_imports\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`stock_last_sync_report\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`stock_imports_rejected\`;`)
  await db.run(sql`DROP TABLE \`stock_imports\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_last_sync_report\` text;`)
}
