import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`verifications\` ADD \`spent_code\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`verifications_spent_code_idx\` ON \`verifications\` (\`spent_code\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`verifications_spent_code_idx\`;`)
  await db.run(sql`ALTER TABLE \`verifications\` DROP COLUMN \`spent_code\`;`)
}
