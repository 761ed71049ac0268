import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_enquiry_postcode_required\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_enquiry_rego\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`features_enquiry_postcode_required\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`features_enquiry_rego\`;`)
}
