import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`tenants_texts_parent_path_idx\` ON \`tenants_texts\` (\`parent_id\`,\`path\`);`)
  await db.run(sql`CREATE INDEX \`tenants_numbers_parent_path_idx\` ON \`tenants_numbers\` (\`parent_id\`,\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_texts_parent_path_idx\` ON \`pages_texts\` (\`parent_id\`,\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_texts_parent_path_idx\` ON \`_pages_v_texts\` (\`parent_id\`,\`path\`);`)
  await db.run(sql`CREATE INDEX \`locations_texts_parent_path_idx\` ON \`locations_texts\` (\`parent_id\`,\`path\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_numbers_parent_path_idx\` ON \`promo_cards_numbers\` (\`parent_id\`,\`path\`);`)
  await db.run(sql`CREATE INDEX \`service_prices_texts_parent_path_idx\` ON \`service_prices_texts\` (\`parent_id\`,\`path\`);`)
  await db.run(sql`CREATE INDEX \`cars_texts_parent_path_idx\` ON \`cars_texts\` (\`parent_id\`,\`path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`tenants_texts_parent_path_idx\`;`)
  await db.run(sql`DROP INDEX \`tenants_numbers_parent_path_idx\`;`)
  await db.run(sql`DROP INDEX \`pages_texts_parent_path_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_texts_parent_path_idx\`;`)
  await db.run(sql`DROP INDEX \`locations_texts_parent_path_idx\`;`)
  await db.run(sql`DROP INDEX \`promo_cards_numbers_parent_path_idx\`;`)
  await db.run(sql`DROP INDEX \`service_prices_texts_parent_path_idx\`;`)
  await db.run(sql`DROP INDEX \`cars_texts_parent_path_idx\`;`)
}
