import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`summary\` text,
  	\`status\` text DEFAULT 'awaiting-payment' NOT NULL,
  	\`paid_at\` text,
  	\`car_id\` integer,
  	\`car_title\` text,
  	\`stock_number\` text,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`visitor_id\` integer,
  	\`payment_method\` text,
  	\`handover\` text,
  	\`handover_day\` text,
  	\`delivery_address\` text,
  	\`delivery_postcode\` text,
  	\`trade_in_kind\` text,
  	\`trade_in_offer_lead_id\` integer,
  	\`trade_in_credit\` numeric,
  	\`trade_in_car\` text,
  	\`price\` numeric,
  	\`balance\` numeric,
  	\`paid_now\` numeric,
  	\`due_later\` numeric,
  	\`currency\` text,
  	\`reservation_id\` integer,
  	\`lead_id\` integer,
  	\`confirmation_sent_at\` text,
  	\`reference\` text,
  	\`staff_notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`car_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`visitor_id\`) REFERENCES \`visitors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`trade_in_offer_lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reservation_id\`) REFERENCES \`reservations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_tenant_idx\` ON \`orders\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_car_idx\` ON \`orders\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_phone_idx\` ON \`orders\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`orders_visitor_idx\` ON \`orders\` (\`visitor_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_trade_in_trade_in_offer_lead_idx\` ON \`orders\` (\`trade_in_offer_lead_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_reservation_idx\` ON \`orders\` (\`reservation_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_lead_idx\` ON \`orders\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_reference_idx\` ON \`orders\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_buy_online\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_pay_in_full\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`tenants\` ADD \`features_checkout_sign_in\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`reservations\` ADD \`order_id\` integer REFERENCES orders(id);`)
  await db.run(sql`CREATE INDEX \`reservations_order_idx\` ON \`reservations\` (\`order_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`orders_id\` integer REFERENCES orders(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_reservations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`summary\` text,
  	\`status\` text DEFAULT 'awaiting-payment' NOT NULL,
  	\`held_until\` text,
  	\`car_id\` integer,
  	\`car_title\` text,
  	\`stock_number\` text,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`deposit\` numeric NOT NULL,
  	\`currency\` text,
  	\`paid_at\` text,
  	\`checkout_session\` text,
  	\`checkout_ends_at\` text,
  	\`payment_intent\` text,
  	\`stripe_account\` text,
  	\`refund_id\` text,
  	\`refunded_at\` text,
  	\`refunded_by\` text,
  	\`receipt_sent_at\` text,
  	\`refund_notice_sent_at\` text,
  	\`lead_id\` integer,
  	\`reference\` text,
  	\`staff_notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`car_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_reservations\`("id", "tenant_id", "summary", "status", "held_until", "car_id", "car_title", "stock_number", "first_name", "last_name", "email", "phone", "deposit", "currency", "paid_at", "checkout_session", "checkout_ends_at", "payment_intent", "stripe_account", "refund_id", "refunded_at", "refunded_by", "receipt_sent_at", "refund_notice_sent_at", "lead_id", "reference", "staff_notes", "updated_at", "created_at") SELECT "id", "tenant_id", "summary", "status", "held_until", "car_id", "car_title", "stock_number", "first_name", "last_name", "email", "phone", "deposit", "currency", "paid_at", "checkout_session", "checkout_ends_at", "payment_intent", "stripe_account", "refund_id", "refunded_at", "refunded_by", "receipt_sent_at", "refund_notice_sent_at", "lead_id", "reference", "staff_notes", "updated_at", "created_at" FROM \`reservations\`;`)
  await db.run(sql`DROP TABLE \`reservations\`;`)
  await db.run(sql`ALTER TABLE \`__new_reservations\` RENAME TO \`reservations\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`reservations_tenant_idx\` ON \`reservations\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_car_idx\` ON \`reservations\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_checkout_session_idx\` ON \`reservations\` (\`checkout_session\`);`)
  await db.run(sql`CREATE INDEX \`reservations_lead_idx\` ON \`reservations\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_reference_idx\` ON \`reservations\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`reservations_updated_at_idx\` ON \`reservations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reservations_created_at_idx\` ON \`reservations\` (\`created_at\`);`)
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
  	\`visitors_id\` integer,
  	\`verifications_id\` integer,
  	\`watchlist_id\` integer,
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
  	FOREIGN KEY (\`reservations_id\`) REFERENCES \`reservations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visitors_id\`) REFERENCES \`visitors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`verifications_id\`) REFERENCES \`verifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`watchlist_id\`) REFERENCES \`watchlist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "tenants_id", "media_id", "pages_id", "legal_pages_id", "navigation_id", "redirects_id", "locations_id", "offers_id", "promo_cards_id", "promo_popups_id", "models_id", "service_prices_id", "car_page_tabs_id", "reviews_id", "manufacturers_id", "cars_id", "leads_id", "reservations_id", "visitors_id", "verifications_id", "watchlist_id") SELECT "id", "order", "parent_id", "path", "users_id", "tenants_id", "media_id", "pages_id", "legal_pages_id", "navigation_id", "redirects_id", "locations_id", "offers_id", "promo_cards_id", "promo_popups_id", "models_id", "service_prices_id", "car_page_tabs_id", "reviews_id", "manufacturers_id", "cars_id", "leads_id", "reservations_id", "visitors_id", "verifications_id", "watchlist_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visitors_id_idx\` ON \`payload_locked_documents_rels\` (\`visitors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verifications_id_idx\` ON \`payload_locked_documents_rels\` (\`verifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_watchlist_id_idx\` ON \`payload_locked_documents_rels\` (\`watchlist_id\`);`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`features_buy_online\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`features_pay_in_full\`;`)
  await db.run(sql`ALTER TABLE \`tenants\` DROP COLUMN \`features_checkout_sign_in\`;`)
}
