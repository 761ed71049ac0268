import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`cars\` ADD \`held_until\` text;`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`stripe_account\` text;`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`refund_id\` text;`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`refunded_at\` text;`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`refunded_by\` text;`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`receipt_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`refund_notice_sent_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`held_until\`;`)
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`stripe_account\`;`)
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`refund_id\`;`)
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`refunded_at\`;`)
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`refunded_by\`;`)
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`receipt_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`reservations\` DROP COLUMN \`refund_notice_sent_at\`;`)
}
