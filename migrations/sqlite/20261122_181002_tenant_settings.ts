import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`tenants_stock_car_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tenants_stock_car_types_order_idx\` ON \`tenants_stock_car_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`tenants_stock_car_types_parent_idx\` ON \`tenants_stock_car_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tenants_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tenants_texts_order_parent\` ON \`tenants_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tenants_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tenants_numbers_order_parent_idx\` ON \`tenants_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`theme_favicon_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`identity_legal_name\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`identity_manufacturer\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`identity_dealer_licence_number\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`identity_motor_vehicle_repairer_number\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`identity_abn\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`identity_time_zone\` text DEFAULT 'Australia/Sydney';`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`contact_main_phone\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`contact_sales_phone\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`contact_service_phone\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`contact_parts_phone\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`contact_lead_email\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`contact_social_facebook\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`contact_social_instagram\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`contact_social_youtube\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`contact_social_linkedin\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`contact_social_tiktok\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_watchlist\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_favourites\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_compare\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_saved_cars_storage\` text DEFAULT 'local';`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_reserve_online\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_deposit_amount\` numeric DEFAULT 200;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_deposit_hold_text\` text DEFAULT 'Reserve online with a $200 deposit, held for 48 hours and 100% refundable.';`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_online_purchase\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_subscriptions\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_finance_quote\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_market_price_indicator\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_garage\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_certified_only\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_sticky_mobile_footer\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_phone_reveal\` text DEFAULT 'masked';`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_chat_token\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_minimum_photos\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_priced_only\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_results_per_page\` numeric DEFAULT 21;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_just_arrived_days\` numeric DEFAULT 8;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_sold_listed_days\` numeric DEFAULT 3;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_just_arrived_tag_name\` text DEFAULT 'JUST ARRIVED';`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_sold_tag_name\` text DEFAULT 'JUST SOLD';`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_used_label\` text DEFAULT 'Used';`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_no_price_text\` text DEFAULT 'Enquire for price.';`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_price_ascending_excludes_zero\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_title_format\` text DEFAULT 'year-make-model-badge';`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_lender_type\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_interest_rate\` numeric DEFAULT 8.5;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_comparison_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_establishment_fee\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_term_years\` numeric DEFAULT 5;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_deposit_percent\` numeric DEFAULT 10;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_balloon_percent\` numeric DEFAULT 30;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_price_min\` numeric DEFAULT 1000;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_price_max\` numeric DEFAULT 250000;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_deposit_max\` numeric DEFAULT 250000;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_term_min\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_term_max\` numeric DEFAULT 7;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_rate_min\` numeric DEFAULT 0.5;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_rate_max\` numeric DEFAULT 15;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`finance_disclaimer\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`reviews_minimum_rating\` numeric DEFAULT 4;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`reviews_hide_reviews\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`reviews_review_link\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`links_manufacturer_base_domain\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`links_finance_path\` text DEFAULT '/finance';`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`links_custom_finance_link\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`links_contact_path\` text DEFAULT '/contact-us';`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`wording_enquiry_term\` text DEFAULT 'Enquiry';`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`wording_opt_in_text\` text DEFAULT 'Yes, I would like to subscribe to receive latest offers & product updates.';`)
  await db.run(sql`CREATE INDEX \`tenants_theme_theme_favicon_idx\` ON \`tenants\` (\`theme_favicon_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`tenants_stock_car_types\`;`)
  await db.run(sql`DROP TABLE \`tenants_texts\`;`)
  await db.run(sql`DROP TABLE \`tenants_numbers\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_tenants\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`template\` text DEFAULT 'brand' NOT NULL,
  	\`theme_primary_colour\` text,
  	\`theme_secondary_colour\` text,
  	\`theme_accent_colour\` text,
  	\`theme_logo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`theme_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_tenants\`("id", "name", "slug", "template", "theme_primary_colour", "theme_secondary_colour", "theme_accent_colour", "theme_logo_id", "updated_at", "created_at") SELECT "id", "name", "slug", "template", "theme_primary_colour", "theme_secondary_colour", "theme_accent_colour", "theme_logo_id", "updated_at", "created_at" FROM \`tenants\`;`)
  await db.run(sql`DROP TABLE \`tenants\`;`)
  await db.run(sql`ALTER TABLE \`__new_tenants\` RENAME TO \`tenants\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`tenants_slug_idx\` ON \`tenants\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tenants_theme_theme_logo_idx\` ON \`tenants\` (\`theme_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`tenants_updated_at_idx\` ON \`tenants\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tenants_created_at_idx\` ON \`tenants\` (\`created_at\`);`)
}
