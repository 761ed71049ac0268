import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The removal guard's default share went from 50 % to 20 %. Payload fills the default when it
// creates a dealer, so the column's own DEFAULT does not matter, and it is not changed here:
// changing it in SQLite means rebuilding the tenants table, and migrations run inside a
// transaction, where `PRAGMA foreign_keys=OFF` is ignored, so dropping the old table would
// run every ON DELETE rule of the tables that point at it. Dealers still on the old default
// move to the new, stricter one.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`UPDATE \`tenants\` SET \`stock_max_shrink_percent\` = 20 WHERE \`stock_max_shrink_percent\` = 50 OR \`stock_max_shrink_percent\` IS NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE \`tenants\` SET \`stock_max_shrink_percent\` = 50 WHERE \`stock_max_shrink_percent\` = 20;`)
}
