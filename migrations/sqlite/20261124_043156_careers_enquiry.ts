import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_careers_enquiry\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Work with us',
  	\`text\` text DEFAULT 'Tell us about yourself and the kind of role you are after; our team will be in touch when a position suits.',
  	\`thank_you\` text DEFAULT 'Thank you for your interest in joining our team. We will be in touch.',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_careers_enquiry_order_idx\` ON \`pages_blocks_careers_enquiry\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_careers_enquiry_parent_id_idx\` ON \`pages_blocks_careers_enquiry\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_careers_enquiry_path_idx\` ON \`pages_blocks_careers_enquiry\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_careers_enquiry\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Work with us',
  	\`text\` text DEFAULT 'Tell us about yourself and the kind of role you are after; our team will be in touch when a position suits.',
  	\`thank_you\` text DEFAULT 'Thank you for your interest in joining our team. We will be in touch.',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_careers_enquiry_order_idx\` ON \`_pages_v_blocks_careers_enquiry\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_careers_enquiry_parent_id_idx\` ON \`_pages_v_blocks_careers_enquiry\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_careers_enquiry_path_idx\` ON \`_pages_v_blocks_careers_enquiry\` (\`_path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_careers_enquiry\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_careers_enquiry\`;`)
}
