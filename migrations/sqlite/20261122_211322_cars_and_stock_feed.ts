import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cars_standard_equipment\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cars_standard_equipment_order_idx\` ON \`cars_standard_equipment\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cars_standard_equipment_parent_id_idx\` ON \`cars_standard_equipment\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cars_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cars_images_order_idx\` ON \`cars_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cars_images_parent_id_idx\` ON \`cars_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cars\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`hide_from_website\` integer DEFAULT false,
  	\`featured\` integer DEFAULT false,
  	\`tag_override\` text,
  	\`dealer_comments\` text,
  	\`name\` text,
  	\`slug\` text,
  	\`stock_number\` text NOT NULL,
  	\`vin\` text,
  	\`nvic\` text,
  	\`rego_plate\` text,
  	\`year\` numeric,
  	\`make\` text NOT NULL,
  	\`model\` text NOT NULL,
  	\`badge\` text,
  	\`series\` text,
  	\`colour\` text,
  	\`interior_colour\` text,
  	\`car_type\` text NOT NULL,
  	\`status\` text DEFAULT 'in_stock' NOT NULL,
  	\`item_type\` text,
  	\`sold_at\` text,
  	\`certified\` integer DEFAULT false,
  	\`reserved\` integer DEFAULT false,
  	\`preorder\` integer DEFAULT false,
  	\`show_on_dealer_website\` integer DEFAULT true,
  	\`tag\` text,
  	\`custom_rank\` numeric DEFAULT 0,
  	\`listed_at\` text,
  	\`price\` numeric,
  	\`before_price\` numeric,
  	\`subscription_price\` numeric,
  	\`price_type\` text DEFAULT 'drive_away' NOT NULL,
  	\`km\` numeric,
  	\`drive\` text,
  	\`seats\` numeric,
  	\`doors\` numeric,
  	\`fuel\` text,
  	\`simple_fuel\` text,
  	\`body\` text,
  	\`simple_body\` text,
  	\`transmission\` text,
  	\`simple_transmission\` text,
  	\`gears\` numeric,
  	\`engine_size\` text,
  	\`rego_expiry\` text,
  	\`compliance_date\` text,
  	\`build_date\` text,
  	\`caravan_body_width\` numeric,
  	\`caravan_body_length\` numeric,
  	\`caravan_tare_weight\` numeric,
  	\`caravan_aggregate_trailer_mass\` numeric,
  	\`caravan_axle_type\` text,
  	\`caravan_sleeps\` numeric,
  	\`photos_count\` numeric DEFAULT 0,
  	\`history_report_url\` text,
  	\`feed_comments\` text,
  	\`location_name\` text,
  	\`city\` text,
  	\`state\` text,
  	\`postcode\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cars_tenant_idx\` ON \`cars\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`cars_slug_idx\` ON \`cars\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`cars_make_idx\` ON \`cars\` (\`make\`);`)
  await db.run(sql`CREATE INDEX \`cars_updated_at_idx\` ON \`cars\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cars_created_at_idx\` ON \`cars\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tenant_stockNumber_idx\` ON \`cars\` (\`tenant_id\`,\`stock_number\`);`)
  await db.run(sql`CREATE INDEX \`tenant_vin_idx\` ON \`cars\` (\`tenant_id\`,\`vin\`);`)
  await db.run(sql`CREATE INDEX \`tenant_slug_1_idx\` ON \`cars\` (\`tenant_id\`,\`slug\`);`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_feed_source\` text;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`stock_max_shrink_percent\` numeric DEFAULT 50;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cars_id\` integer REFERENCES cars(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cars_id_idx\` ON \`payload_locked_documents_rels\` (\`cars_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cars_standard_equipment\`;`)
  await db.run(sql`DROP TABLE \`cars_images\`;`)
  await db.run(sql`DROP TABLE \`cars\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tenants_id\` integer,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`pages_id\` integer,
  	\`legal_pages_id\` integer,
  	\`navigation_id\` integer,
  	\`redirects_id\` integer,
  	\`locations_id\` integer,
  	\`offers_id\` integer,
  	\`promo_cards_id\` integer,
  	\`promo_popups_id\` integer,
  	\`models_id\` integer,
  	\`service_prices_id\` integer,
  	\`reviews_id\` integer,
  	\`manufacturers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenants_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_pages_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`navigation_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promo_cards_id\`) REFERENCES \`promo_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promo_popups_id\`) REFERENCES \`promo_popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`models_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_prices_id\`) REFERENCES \`service_prices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`manufacturers_id\`) REFERENCES \`manufacturers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "media_id", "pages_id", "legal_pages_id", "navigation_id", "redirects_id", "locations_id", "offers_id", "promo_cards_id", "promo_popups_id", "models_id", "service_prices_id", "reviews_id", "manufacturers_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "media_id", "pages_id", "legal_pages_id", "navigation_id", "redirects_id", "locations_id", "offers_id", "promo_cards_id", "promo_popups_id", "models_id", "service_prices_id", "reviews_id", "manufacturers_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tenants_id_idx\` ON \`payload_locked_documents_rels\` (\`tenants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legal_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_navigation_id_idx\` ON \`payload_locked_documents_rels\` (\`navigation_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`locations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promo_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`promo_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promo_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`promo_popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_models_id_idx\` ON \`payload_locked_documents_rels\` (\`models_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_prices_id_idx\` ON \`payload_locked_documents_rels\` (\`service_prices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_manufacturers_id_idx\` ON \`payload_locked_documents_rels\` (\`manufacturers_id\`);`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`stock_feed_source\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`stock_max_shrink_percent\`;`)
}
