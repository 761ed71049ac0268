import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`dealer_offer_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`dealer_offer_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`dealer_offer_token\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`dealer_offer_link\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`dealer_offer_accepted_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_dealer_offer_dealer_offer_token_idx\` ON \`leads\` (\`dealer_offer_token\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_dealer_offer_dealer_offer_token_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`dealer_offer_amount\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`dealer_offer_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`dealer_offer_token\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`dealer_offer_link\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`dealer_offer_accepted_at\`;`)
}
