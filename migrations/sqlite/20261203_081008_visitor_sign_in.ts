import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`visitors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`phone\` text NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`email\` text,
  	\`marketing_consent\` integer DEFAULT false,
  	\`marketing_consent_at\` text,
  	\`last_sign_in_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`visitors_tenant_idx\` ON \`visitors\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`visitors_phone_idx\` ON \`visitors\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`visitors_last_sign_in_at_idx\` ON \`visitors\` (\`last_sign_in_at\`);`)
  await db.run(sql`CREATE INDEX \`visitors_updated_at_idx\` ON \`visitors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`visitors_created_at_idx\` ON \`visitors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`verifications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`phone\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`outcome\` text NOT NULL,
  	\`purpose\` text,
  	\`visitor_id\` integer,
  	\`expires_at\` text,
  	\`code_hash\` text,
  	\`tries\` numeric DEFAULT 0,
  	\`used_at\` text,
  	\`provider\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`visitor_id\`) REFERENCES \`visitors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`verifications_tenant_idx\` ON \`verifications\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`verifications_phone_idx\` ON \`verifications\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`verifications_visitor_idx\` ON \`verifications\` (\`visitor_id\`);`)
  await db.run(sql`CREATE INDEX \`verifications_updated_at_idx\` ON \`verifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`verifications_created_at_idx\` ON \`verifications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`visitor_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`visitor_id\` integer NOT NULL,
  	\`tenant_id\` integer NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`visitor_id\`) REFERENCES \`visitors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`visitor_sessions_token_hash_idx\` ON \`visitor_sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`visitor_sessions_visitor_idx\` ON \`visitor_sessions\` (\`visitor_id\`);`)
  await db.run(sql`CREATE INDEX \`visitor_sessions_tenant_idx\` ON \`visitor_sessions\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`visitor_sessions_updated_at_idx\` ON \`visitor_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`visitor_sessions_created_at_idx\` ON \`visitor_sessions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`visitors_id\` integer REFERENCES visitors(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`verifications_id\` integer REFERENCES verifications(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visitors_id_idx\` ON \`payload_locked_documents_rels\` (\`visitors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verifications_id_idx\` ON \`payload_locked_documents_rels\` (\`verifications_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`visitors\`;`)
  await db.run(sql`DROP TABLE \`verifications\`;`)
  await db.run(sql`DROP TABLE \`visitor_sessions\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`tenants_id\` integer,
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
  	\`car_page_tabs_id\` integer,
  	\`reviews_id\` integer,
  	\`manufacturers_id\` integer,
  	\`cars_id\` integer,
  	\`leads_id\` integer,
  	\`reservations_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenants_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`car_page_tabs_id\`) REFERENCES \`car_page_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`manufacturers_id\`) REFERENCES \`manufacturers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cars_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reservations_id\`) REFERENCES \`reservations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "tenants_id", "media_id", "pages_id", "legal_pages_id", "navigation_id", "redirects_id", "locations_id", "offers_id", "promo_cards_id", "promo_popups_id", "models_id", "service_prices_id", "car_page_tabs_id", "reviews_id", "manufacturers_id", "cars_id", "leads_id", "reservations_id") SELECT "id", "order", "parent_id", "path", "users_id", "tenants_id", "media_id", "pages_id", "legal_pages_id", "navigation_id", "redirects_id", "locations_id", "offers_id", "promo_cards_id", "promo_popups_id", "models_id", "service_prices_id", "car_page_tabs_id", "reviews_id", "manufacturers_id", "cars_id", "leads_id", "reservations_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tenants_id_idx\` ON \`payload_locked_documents_rels\` (\`tenants_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_car_page_tabs_id_idx\` ON \`payload_locked_documents_rels\` (\`car_page_tabs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_manufacturers_id_idx\` ON \`payload_locked_documents_rels\` (\`manufacturers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cars_id_idx\` ON \`payload_locked_documents_rels\` (\`cars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reservations_id_idx\` ON \`payload_locked_documents_rels\` (\`reservations_id\`);`)
}
