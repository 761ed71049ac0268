import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_feedback_survey\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Tell us what happened',
  	\`text\` text DEFAULT 'How satisfied were you, with which part of our business, and what went wrong: your answers go straight to our management team.',
  	\`thank_you\` text DEFAULT 'Thank you for telling us. A manager will call you within one business day.',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feedback_survey_order_idx\` ON \`pages_blocks_feedback_survey\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feedback_survey_parent_id_idx\` ON \`pages_blocks_feedback_survey\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feedback_survey_path_idx\` ON \`pages_blocks_feedback_survey\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feedback_survey\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Tell us what happened',
  	\`text\` text DEFAULT 'How satisfied were you, with which part of our business, and what went wrong: your answers go straight to our management team.',
  	\`thank_you\` text DEFAULT 'Thank you for telling us. A manager will call you within one business day.',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feedback_survey_order_idx\` ON \`_pages_v_blocks_feedback_survey\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feedback_survey_parent_id_idx\` ON \`_pages_v_blocks_feedback_survey\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feedback_survey_path_idx\` ON \`_pages_v_blocks_feedback_survey\` (\`_path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_feedback_survey\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feedback_survey\`;`)
}
