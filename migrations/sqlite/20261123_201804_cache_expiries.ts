import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cache_expiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tags\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`cache_expiries_updated_at_idx\` ON \`cache_expiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cache_expiries_created_at_idx\` ON \`cache_expiries\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cache_expiries\`;`)
}
