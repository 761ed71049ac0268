import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_trade_in_enquiry\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Get your appraisal',
  	\`text\` text DEFAULT 'Tell us about your car and how to reach you; we will get back to you with a valuation.',
  	\`thank_you\` text DEFAULT 'Thank you, we have your car’s details and will be in touch with a valuation.',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_in_enquiry_order_idx\` ON \`pages_blocks_trade_in_enquiry\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_in_enquiry_parent_id_idx\` ON \`pages_blocks_trade_in_enquiry\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trade_in_enquiry_path_idx\` ON \`pages_blocks_trade_in_enquiry\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trade_in_enquiry\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Get your appraisal',
  	\`text\` text DEFAULT 'Tell us about your car and how to reach you; we will get back to you with a valuation.',
  	\`thank_you\` text DEFAULT 'Thank you, we have your car’s details and will be in touch with a valuation.',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_in_enquiry_order_idx\` ON \`_pages_v_blocks_trade_in_enquiry\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_in_enquiry_parent_id_idx\` ON \`_pages_v_blocks_trade_in_enquiry\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trade_in_enquiry_path_idx\` ON \`_pages_v_blocks_trade_in_enquiry\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`trade_in_rego\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`trade_in_rego_state\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`trade_in_kms\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`trade_in_make\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`trade_in_model\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`trade_in_year\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`trade_in_condition\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`trade_in_accident\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`trade_in_service_history\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`trade_in_finance_owing\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`trade_in_preferred_contact\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`trade_in_valued_in_person\` integer;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_trade_in_enquiry\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trade_in_enquiry\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`trade_in_rego\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`trade_in_rego_state\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`trade_in_kms\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`trade_in_make\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`trade_in_model\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`trade_in_year\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`trade_in_condition\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`trade_in_accident\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`trade_in_service_history\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`trade_in_finance_owing\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`trade_in_preferred_contact\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`trade_in_valued_in_person\`;`)
}
