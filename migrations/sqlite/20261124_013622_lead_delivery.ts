import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`leads_delivery_attempts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text NOT NULL,
  	\`to\` text,
  	\`at\` text NOT NULL,
  	\`outcome\` text NOT NULL,
  	\`detail\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_delivery_attempts_order_idx\` ON \`leads_delivery_attempts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_attempts_parent_id_idx\` ON \`leads_delivery_attempts\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_status\` text DEFAULT 'pending';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`leads_delivery_attempts\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivery_status\`;`)
}
