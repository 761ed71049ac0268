import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`photos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`source\` text NOT NULL,
  	\`key\` text,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`colour\` text,
  	\`problem\` text,
  	\`tries\` numeric DEFAULT 0,
  	\`tried_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`photos_source_idx\` ON \`photos\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`photos_key_idx\` ON \`photos\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`photos_updated_at_idx\` ON \`photos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`photos_created_at_idx\` ON \`photos\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`cars_images\` ADD \`photo\` text;`)
  await db.run(sql`ALTER TABLE \`cars_images\` ADD \`width\` numeric;`)
  await db.run(sql`ALTER TABLE \`cars_images\` ADD \`height\` numeric;`)
  await db.run(sql`ALTER TABLE \`cars_images\` ADD \`colour\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`photos\`;`)
  await db.run(sql`ALTER TABLE \`cars_images\` DROP COLUMN \`photo\`;`)
  await db.run(sql`ALTER TABLE \`cars_images\` DROP COLUMN \`width\`;`)
  await db.run(sql`ALTER TABLE \`cars_images\` DROP COLUMN \`height\`;`)
  await db.run(sql`ALTER TABLE \`cars_images\` DROP COLUMN \`colour\`;`)
}
