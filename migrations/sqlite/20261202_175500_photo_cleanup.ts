import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`photos\` ADD \`checked_at\` text;`)
  await db.run(sql`ALTER TABLE \`photos\` ADD \`unused_since\` text;`)
  await db.run(sql`CREATE INDEX \`photos_checked_at_idx\` ON \`photos\` (\`checked_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`photos_checked_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`photos\` DROP COLUMN \`checked_at\`;`)
  await db.run(sql`ALTER TABLE \`photos\` DROP COLUMN \`unused_since\`;`)
}
