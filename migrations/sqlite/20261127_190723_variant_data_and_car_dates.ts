import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_car_dates\` text DEFAULT 'both';`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`variant_engine_cc\` numeric;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`variant_engine_litres\` numeric;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`variant_cylinders\` numeric;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`variant_induction\` text;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`variant_gear_type\` text;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`variant_torque_nm\` numeric;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`variant_fuel_consumption_combined\` numeric;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`variant_fuel_capacity_litres\` numeric;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`variant_ancap_rating\` numeric;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`variant_length_mm\` numeric;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`variant_width_mm\` numeric;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`variant_height_mm\` numeric;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`variant_gross_vehicle_mass_kg\` numeric;`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`variant_towing_braked_kg\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`stock_car_dates\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`variant_engine_cc\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`variant_engine_litres\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`variant_cylinders\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`variant_induction\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`variant_gear_type\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`variant_torque_nm\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`variant_fuel_consumption_combined\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`variant_fuel_capacity_litres\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`variant_ancap_rating\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`variant_length_mm\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`variant_width_mm\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`variant_height_mm\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`variant_gross_vehicle_mass_kg\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`variant_towing_braked_kg\`;`)
}
