import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`tenants_stock_car_page_buttons\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tenants_stock_car_page_buttons_order_idx\` ON \`tenants_stock_car_page_buttons\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`tenants_stock_car_page_buttons_parent_idx\` ON \`tenants_stock_car_page_buttons\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_finance_button_label\` text DEFAULT 'Apply for finance';`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_no_photo_text\` text DEFAULT 'Photos coming soon';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`tenants_stock_car_page_buttons\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`stock_finance_button_label\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`stock_no_photo_text\`;`)
}
