import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`offers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tenants_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenants_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offers_rels_order_idx\` ON \`offers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_parent_idx\` ON \`offers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_path_idx\` ON \`offers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_tenants_id_idx\` ON \`offers_rels\` (\`tenants_id\`);`)
  await db.run(sql`CREATE TABLE \`_offers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tenants_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenants_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_order_idx\` ON \`_offers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_parent_idx\` ON \`_offers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_path_idx\` ON \`_offers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_tenants_id_idx\` ON \`_offers_v_rels\` (\`tenants_id\`);`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`dealer_group_id\` integer REFERENCES tenants(id);`)
  await db.run(sql`CREATE INDEX \`tenants_dealer_group_idx\` ON \`tenants\` (\`dealer_group_id\`);`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`share_with_group\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_share_with_group\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`offers_rels\`;`)
  await db.run(sql`DROP TABLE \`_offers_v_rels\`;`)
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
  	\`theme_favicon_id\` integer,
  	\`identity_legal_name\` text,
  	\`identity_manufacturer\` text,
  	\`identity_dealer_licence_number\` text,
  	\`identity_motor_vehicle_repairer_number\` text,
  	\`identity_abn\` text,
  	\`identity_time_zone\` text DEFAULT 'Australia/Sydney',
  	\`contact_main_phone\` text,
  	\`contact_sales_phone\` text,
  	\`contact_service_phone\` text,
  	\`contact_parts_phone\` text,
  	\`contact_lead_email\` text,
  	\`contact_social_facebook\` text,
  	\`contact_social_instagram\` text,
  	\`contact_social_youtube\` text,
  	\`contact_social_linkedin\` text,
  	\`contact_social_tiktok\` text,
  	\`features_watchlist\` integer DEFAULT true,
  	\`features_favourites\` integer DEFAULT true,
  	\`features_compare\` integer DEFAULT true,
  	\`features_saved_cars_storage\` text DEFAULT 'local',
  	\`features_reserve_online\` integer DEFAULT false,
  	\`features_deposit_amount\` numeric DEFAULT 200,
  	\`features_deposit_hold_text\` text DEFAULT 'Reserve online with a $200 deposit, held for 48 hours and 100% refundable.',
  	\`features_online_purchase\` integer DEFAULT false,
  	\`features_subscriptions\` integer DEFAULT false,
  	\`features_finance_quote\` integer DEFAULT false,
  	\`features_market_price_indicator\` integer DEFAULT false,
  	\`features_garage\` integer DEFAULT false,
  	\`features_certified_only\` integer DEFAULT false,
  	\`features_sticky_mobile_footer\` integer DEFAULT false,
  	\`features_phone_reveal\` text DEFAULT 'masked',
  	\`features_chat_token\` text,
  	\`stock_minimum_photos\` numeric DEFAULT 0,
  	\`stock_priced_only\` integer DEFAULT false,
  	\`stock_results_per_page\` numeric DEFAULT 21,
  	\`stock_just_arrived_days\` numeric DEFAULT 8,
  	\`stock_sold_listed_days\` numeric DEFAULT 3,
  	\`stock_just_arrived_tag_name\` text DEFAULT 'JUST ARRIVED',
  	\`stock_sold_tag_name\` text DEFAULT 'JUST SOLD',
  	\`stock_used_label\` text DEFAULT 'Used',
  	\`stock_no_price_text\` text DEFAULT 'Enquire for price.',
  	\`stock_price_ascending_excludes_zero\` integer DEFAULT false,
  	\`stock_title_format\` text DEFAULT 'year-make-model-badge',
  	\`finance_lender_type\` text DEFAULT 'none',
  	\`finance_interest_rate\` numeric DEFAULT 8.5,
  	\`finance_comparison_rate\` numeric,
  	\`finance_establishment_fee\` numeric DEFAULT 0,
  	\`finance_term_years\` numeric DEFAULT 5,
  	\`finance_deposit_percent\` numeric DEFAULT 10,
  	\`finance_balloon_percent\` numeric DEFAULT 30,
  	\`finance_price_min\` numeric DEFAULT 1000,
  	\`finance_price_max\` numeric DEFAULT 250000,
  	\`finance_deposit_max\` numeric DEFAULT 250000,
  	\`finance_term_min\` numeric DEFAULT 1,
  	\`finance_term_max\` numeric DEFAULT 7,
  	\`finance_rate_min\` numeric DEFAULT 0.5,
  	\`finance_rate_max\` numeric DEFAULT 15,
  	\`finance_disclaimer\` text,
  	\`reviews_minimum_rating\` numeric DEFAULT 4,
  	\`reviews_hide_reviews\` integer DEFAULT false,
  	\`reviews_review_link\` text,
  	\`reviews_average_rating\` numeric,
  	\`reviews_count\` numeric,
  	\`links_manufacturer_base_domain\` text,
  	\`links_finance_path\` text DEFAULT '/finance',
  	\`links_custom_finance_link\` text,
  	\`links_contact_path\` text DEFAULT '/contact-us',
  	\`wording_enquiry_term\` text DEFAULT 'Enquiry',
  	\`wording_opt_in_text\` text DEFAULT 'Yes, I would like to subscribe to receive latest offers & product updates.',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`theme_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`theme_favicon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_tenants\`("id", "name", "slug", "template", "theme_primary_colour", "theme_secondary_colour", "theme_accent_colour", "theme_logo_id", "theme_favicon_id", "identity_legal_name", "identity_manufacturer", "identity_dealer_licence_number", "identity_motor_vehicle_repairer_number", "identity_abn", "identity_time_zone", "contact_main_phone", "contact_sales_phone", "contact_service_phone", "contact_parts_phone", "contact_lead_email", "contact_social_facebook", "contact_social_instagram", "contact_social_youtube", "contact_social_linkedin", "contact_social_tiktok", "features_watchlist", "features_favourites", "features_compare", "features_saved_cars_storage", "features_reserve_online", "features_deposit_amount", "features_deposit_hold_text", "features_online_purchase", "features_subscriptions", "features_finance_quote", "features_market_price_indicator", "features_garage", "features_certified_only", "features_sticky_mobile_footer", "features_phone_reveal", "features_chat_token", "stock_minimum_photos", "stock_priced_only", "stock_results_per_page", "stock_just_arrived_days", "stock_sold_listed_days", "stock_just_arrived_tag_name", "stock_sold_tag_name", "stock_used_label", "stock_no_price_text", "stock_price_ascending_excludes_zero", "stock_title_format", "finance_lender_type", "finance_interest_rate", "finance_comparison_rate", "finance_establishment_fee", "finance_term_years", "finance_deposit_percent", "finance_balloon_percent", "finance_price_min", "finance_price_max", "finance_deposit_max", "finance_term_min", "finance_term_max", "finance_rate_min", "finance_rate_max", "finance_disclaimer", "reviews_minimum_rating", "reviews_hide_reviews", "reviews_review_link", "reviews_average_rating", "reviews_count", "links_manufacturer_base_domain", "links_finance_path", "links_custom_finance_link", "links_contact_path", "wording_enquiry_term", "wording_opt_in_text", "updated_at", "created_at") SELECT "id", "name", "slug", "template", "theme_primary_colour", "theme_secondary_colour", "theme_accent_colour", "theme_logo_id", "theme_favicon_id", "identity_legal_name", "identity_manufacturer", "identity_dealer_licence_number", "identity_motor_vehicle_repairer_number", "identity_abn", "identity_time_zone", "contact_main_phone", "contact_sales_phone", "contact_service_phone", "contact_parts_phone", "contact_lead_email", "contact_social_facebook", "contact_social_instagram", "contact_social_youtube", "contact_social_linkedin", "contact_social_tiktok", "features_watchlist", "features_favourites", "features_compare", "features_saved_cars_storage", "features_reserve_online", "features_deposit_amount", "features_deposit_hold_text", "features_online_purchase", "features_subscriptions", "features_finance_quote", "features_market_price_indicator", "features_garage", "features_certified_only", "features_sticky_mobile_footer", "features_phone_reveal", "features_chat_token", "stock_minimum_photos", "stock_priced_only", "stock_results_per_page", "stock_just_arrived_days", "stock_sold_listed_days", "stock_just_arrived_tag_name", "stock_sold_tag_name", "stock_used_label", "stock_no_price_text", "stock_price_ascending_excludes_zero", "stock_title_format", "finance_lender_type", "finance_interest_rate", "finance_comparison_rate", "finance_establishment_fee", "finance_term_years", "finance_deposit_percent", "finance_balloon_percent", "finance_price_min", "finance_price_max", "finance_deposit_max", "finance_term_min", "finance_term_max", "finance_rate_min", "finance_rate_max", "finance_disclaimer", "reviews_minimum_rating", "reviews_hide_reviews", "reviews_review_link", "reviews_average_rating", "reviews_count", "links_manufacturer_base_domain", "links_finance_path", "links_custom_finance_link", "links_contact_path", "wording_enquiry_term", "wording_opt_in_text", "updated_at", "created_at" FROM \`tenants\`;`)
  await db.run(sql`DROP TABLE \`tenants\`;`)
  await db.run(sql`ALTER TABLE \`__new_tenants\` RENAME TO \`tenants\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`tenants_slug_idx\` ON \`tenants\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tenants_theme_theme_logo_idx\` ON \`tenants\` (\`theme_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`tenants_theme_theme_favicon_idx\` ON \`tenants\` (\`theme_favicon_id\`);`)
  await db.run(sql`CREATE INDEX \`tenants_updated_at_idx\` ON \`tenants\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tenants_created_at_idx\` ON \`tenants\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`offers\` DROP COLUMN \`share_with_group\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` DROP COLUMN \`version_share_with_group\`;`)
}
