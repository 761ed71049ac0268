import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`stock_pushes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer NOT NULL,
  	\`full\` integer DEFAULT true NOT NULL,
  	\`records\` numeric NOT NULL,
  	\`feed\` text,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`report\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`stock_pushes_tenant_idx\` ON \`stock_pushes\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`stock_pushes_updated_at_idx\` ON \`stock_pushes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stock_pushes_created_at_idx\` ON \`stock_pushes\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`stock_pushes\`;`)
}
