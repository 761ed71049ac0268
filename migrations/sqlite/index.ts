import * as migration_20261122_173944_initial from './20261122_173944_initial';
import * as migration_20261122_180605_locations from './20261122_180605_locations';
import * as migration_20261122_181002_tenant_settings from './20261122_181002_tenant_settings';
import * as migration_20261122_181655_content_model from './20261122_181655_content_model';
import * as migration_20261122_182153_site_content from './20261122_182153_site_content';
import * as migration_20261122_203737_group_offers from './20261122_203737_group_offers';
import * as migration_20261122_211322_cars_and_stock_feed from './20261122_211322_cars_and_stock_feed';
import * as migration_20261122_214217_car_location_and_stock_sync from './20261122_214217_car_location_and_stock_sync';
import * as migration_20261122_221950_car_categories_weekly_price from './20261122_221950_car_categories_weekly_price';
import * as migration_20261122_233022_page_marketing_blocks from './20261122_233022_page_marketing_blocks';
import * as migration_20261123_013127_locations_block from './20261123_013127_locations_block';
import * as migration_20261123_013559_finance_calculator_block from './20261123_013559_finance_calculator_block';
import * as migration_20261123_015121_models_offers_service_blocks from './20261123_015121_models_offers_service_blocks';
import * as migration_20261123_015537_reviews_hours_map_faq_blog_blocks from './20261123_015537_reviews_hours_map_faq_blog_blocks';
import * as migration_20261123_020344_location_team from './20261123_020344_location_team';
import * as migration_20261123_020608_sticky_cta_block from './20261123_020608_sticky_cta_block';
import * as migration_20261123_021157_tenant_font from './20261123_021157_tenant_font';
import * as migration_20261123_064446_stock_grid_finance_blocks from './20261123_064446_stock_grid_finance_blocks';
import * as migration_20261123_070832_leads_fleet_enquiry from './20261123_070832_leads_fleet_enquiry';
import * as migration_20261123_074621_enquiry_forms from './20261123_074621_enquiry_forms';
import * as migration_20261123_103436_media_inline_svg from './20261123_103436_media_inline_svg';
import * as migration_20261123_192512_login_rate_limit_no_lock from './20261123_192512_login_rate_limit_no_lock';
import * as migration_20261123_201239_stock_removal_guard from './20261123_201239_stock_removal_guard';
import * as migration_20261123_201804_cache_expiries from './20261123_201804_cache_expiries';
import * as migration_20261123_205251_import_locks from './20261123_205251_import_locks';
import * as migration_20261123_222115_car_feed_fingerprint from './20261123_222115_car_feed_fingerprint';
import * as migration_20261123_222946_stock_pushes from './20261123_222946_stock_pushes';
import * as migration_20261123_223236_feed_states_count from './20261123_223236_feed_states_count';
import * as migration_20261123_225343_texts_parent_index from './20261123_225343_texts_parent_index';
import * as migration_20261124_013622_lead_delivery from './20261124_013622_lead_delivery';
import * as migration_20261124_014103_users_reset_interval from './20261124_014103_users_reset_interval';
import * as migration_20261124_014440_lead_webhook from './20261124_014440_lead_webhook';
import * as migration_20261124_034003_lead_vehicle from './20261124_034003_lead_vehicle';
import * as migration_20261124_035842_lead_adf from './20261124_035842_lead_adf';
import * as migration_20261124_042458_finance_page_steps from './20261124_042458_finance_page_steps';
import * as migration_20261124_042855_tag_manager from './20261124_042855_tag_manager';
import * as migration_20261124_043156_careers_enquiry from './20261124_043156_careers_enquiry';
import * as migration_20261124_044154_location_lead_email from './20261124_044154_location_lead_email';
import * as migration_20261124_064205_trade_in_leads from './20261124_064205_trade_in_leads';
import * as migration_20261124_065824_test_drive_locations from './20261124_065824_test_drive_locations';
import * as migration_20261124_070347_quick_enquiry from './20261124_070347_quick_enquiry';
import * as migration_20261124_070957_trade_in_offers from './20261124_070957_trade_in_offers';
import * as migration_20261124_072712_pages_visited from './20261124_072712_pages_visited';
import * as migration_20261124_100732_home_blocks from './20261124_100732_home_blocks';
import * as migration_20261124_103002_brand_strip from './20261124_103002_brand_strip';
import * as migration_20261124_130723_promotions_slider_offers_display from './20261124_130723_promotions_slider_offers_display';
import * as migration_20261124_165358_stock_grid_bodies_price from './20261124_165358_stock_grid_bodies_price';
import * as migration_20261124_185500_stock_imports from './20261124_185500_stock_imports';
import * as migration_20261124_195605_header_menu_blocks from './20261124_195605_header_menu_blocks';
import * as migration_20261124_195612_header_menu_items_moved from './20261124_195612_header_menu_items_moved';
import * as migration_20261124_222517_seo_fields from './20261124_222517_seo_fields';
import * as migration_20261124_223625_dealer_time_zone_default from './20261124_223625_dealer_time_zone_default';
import * as migration_20261124_231259_nav_links_picked from './20261124_231259_nav_links_picked';
import * as migration_20261124_231344_nav_links_typed_removed from './20261124_231344_nav_links_typed_removed';
import * as migration_20261125_020451_finance_estimates_and_registration from './20261125_020451_finance_estimates_and_registration';
import * as migration_20261125_024109_car_page_tabs from './20261125_024109_car_page_tabs';
import * as migration_20261125_054654_stock_search_settings from './20261125_054654_stock_search_settings';
import * as migration_20261125_061951_fixed_price_slider from './20261125_061951_fixed_price_slider';
import * as migration_20261127_190723_variant_data_and_car_dates from './20261127_190723_variant_data_and_car_dates';
import * as migration_20261127_194044_car_views_and_view_settings from './20261127_194044_car_views_and_view_settings';
import * as migration_20261128_072426_reservations_and_unbuilt_switches_removed from './20261128_072426_reservations_and_unbuilt_switches_removed';
import * as migration_20261128_072457_dealer_stripe_account from './20261128_072457_dealer_stripe_account';
import * as migration_20261201_202459_finance_steps_true from './20261201_202459_finance_steps_true';
import * as migration_20261201_204720_navigation_title from './20261201_204720_navigation_title';
import * as migration_20261202_110529_stored_photos from './20261202_110529_stored_photos';
import * as migration_20261202_175500_photo_cleanup from './20261202_175500_photo_cleanup';
import * as migration_20261203_073726_upload_bucket_prefix from './20261203_073726_upload_bucket_prefix';
import * as migration_20261203_081008_visitor_sign_in from './20261203_081008_visitor_sign_in';
import * as migration_20261203_082217_verification_spent_code from './20261203_082217_verification_spent_code';
import * as migration_20261203_162418_watchlist from './20261203_162418_watchlist';
import * as migration_20261203_230629_shortlist from './20261203_230629_shortlist';
import * as migration_20261204_045043_lender_figure_rates from './20261204_045043_lender_figure_rates';
import * as migration_20261204_050758_finance_quotes from './20261204_050758_finance_quotes';
import * as migration_20261204_052158_market_price from './20261204_052158_market_price';
import * as migration_20261204_115254_holds_and_refunds from './20261204_115254_holds_and_refunds';
import * as migration_20261204_122014_reserve_per_car from './20261204_122014_reserve_per_car';
import * as migration_20261204_160740_orders_bought_online from './20261204_160740_orders_bought_online';
import * as migration_20261205_033151_finance_sign_in from './20261205_033151_finance_sign_in';
import * as migration_20261205_035214_enquiry_submit_label from './20261205_035214_enquiry_submit_label';
import * as migration_20261205_075533_car_page_settings from './20261205_075533_car_page_settings';
import * as migration_20261205_080302_google_reviews from './20261205_080302_google_reviews';
import * as migration_20261205_083204_enquiry_postcode_and_rego from './20261205_083204_enquiry_postcode_and_rego';
import * as migration_20261205_090321_feedback_survey from './20261205_090321_feedback_survey';

export const migrations = [
  {
    up: migration_20261122_173944_initial.up,
    down: migration_20261122_173944_initial.down,
    name: '20261122_173944_initial',
  },
  {
    up: migration_20261122_180605_locations.up,
    down: migration_20261122_180605_locations.down,
    name: '20261122_180605_locations',
  },
  {
    up: migration_20261122_181002_tenant_settings.up,
    down: migration_20261122_181002_tenant_settings.down,
    name: '20261122_181002_tenant_settings',
  },
  {
    up: migration_20261122_181655_content_model.up,
    down: migration_20261122_181655_content_model.down,
    name: '20261122_181655_content_model',
  },
  {
    up: migration_20261122_182153_site_content.up,
    down: migration_20261122_182153_site_content.down,
    name: '20261122_182153_site_content',
  },
  {
    up: migration_20261122_203737_group_offers.up,
    down: migration_20261122_203737_group_offers.down,
    name: '20261122_203737_group_offers',
  },
  {
    up: migration_20261122_211322_cars_and_stock_feed.up,
    down: migration_20261122_211322_cars_and_stock_feed.down,
    name: '20261122_211322_cars_and_stock_feed',
  },
  {
    up: migration_20261122_214217_car_location_and_stock_sync.up,
    down: migration_20261122_214217_car_location_and_stock_sync.down,
    name: '20261122_214217_car_location_and_stock_sync',
  },
  {
    up: migration_20261122_221950_car_categories_weekly_price.up,
    down: migration_20261122_221950_car_categories_weekly_price.down,
    name: '20261122_221950_car_categories_weekly_price',
  },
  {
    up: migration_20261122_233022_page_marketing_blocks.up,
    down: migration_20261122_233022_page_marketing_blocks.down,
    name: '20261122_233022_page_marketing_blocks',
  },
  {
    up: migration_20261123_013127_locations_block.up,
    down: migration_20261123_013127_locations_block.down,
    name: '20261123_013127_locations_block',
  },
  {
    up: migration_20261123_013559_finance_calculator_block.up,
    down: migration_20261123_013559_finance_calculator_block.down,
    name: '20261123_013559_finance_calculator_block',
  },
  {
    up: migration_20261123_015121_models_offers_service_blocks.up,
    down: migration_20261123_015121_models_offers_service_blocks.down,
    name: '20261123_015121_models_offers_service_blocks',
  },
  {
    up: migration_20261123_015537_reviews_hours_map_faq_blog_blocks.up,
    down: migration_20261123_015537_reviews_hours_map_faq_blog_blocks.down,
    name: '20261123_015537_reviews_hours_map_faq_blog_blocks',
  },
  {
    up: migration_20261123_020344_location_team.up,
    down: migration_20261123_020344_location_team.down,
    name: '20261123_020344_location_team',
  },
  {
    up: migration_20261123_020608_sticky_cta_block.up,
    down: migration_20261123_020608_sticky_cta_block.down,
    name: '20261123_020608_sticky_cta_block',
  },
  {
    up: migration_20261123_021157_tenant_font.up,
    down: migration_20261123_021157_tenant_font.down,
    name: '20261123_021157_tenant_font',
  },
  {
    up: migration_20261123_064446_stock_grid_finance_blocks.up,
    down: migration_20261123_064446_stock_grid_finance_blocks.down,
    name: '20261123_064446_stock_grid_finance_blocks',
  },
  {
    up: migration_20261123_070832_leads_fleet_enquiry.up,
    down: migration_20261123_070832_leads_fleet_enquiry.down,
    name: '20261123_070832_leads_fleet_enquiry',
  },
  {
    up: migration_20261123_074621_enquiry_forms.up,
    down: migration_20261123_074621_enquiry_forms.down,
    name: '20261123_074621_enquiry_forms',
  },
  {
    up: migration_20261123_103436_media_inline_svg.up,
    down: migration_20261123_103436_media_inline_svg.down,
    name: '20261123_103436_media_inline_svg',
  },
  {
    up: migration_20261123_192512_login_rate_limit_no_lock.up,
    down: migration_20261123_192512_login_rate_limit_no_lock.down,
    name: '20261123_192512_login_rate_limit_no_lock',
  },
  {
    up: migration_20261123_201239_stock_removal_guard.up,
    down: migration_20261123_201239_stock_removal_guard.down,
    name: '20261123_201239_stock_removal_guard',
  },
  {
    up: migration_20261123_201804_cache_expiries.up,
    down: migration_20261123_201804_cache_expiries.down,
    name: '20261123_201804_cache_expiries',
  },
  {
    up: migration_20261123_205251_import_locks.up,
    down: migration_20261123_205251_import_locks.down,
    name: '20261123_205251_import_locks',
  },
  {
    up: migration_20261123_222115_car_feed_fingerprint.up,
    down: migration_20261123_222115_car_feed_fingerprint.down,
    name: '20261123_222115_car_feed_fingerprint',
  },
  {
    up: migration_20261123_222946_stock_pushes.up,
    down: migration_20261123_222946_stock_pushes.down,
    name: '20261123_222946_stock_pushes',
  },
  {
    up: migration_20261123_223236_feed_states_count.up,
    down: migration_20261123_223236_feed_states_count.down,
    name: '20261123_223236_feed_states_count',
  },
  {
    up: migration_20261123_225343_texts_parent_index.up,
    down: migration_20261123_225343_texts_parent_index.down,
    name: '20261123_225343_texts_parent_index',
  },
  {
    up: migration_20261124_013622_lead_delivery.up,
    down: migration_20261124_013622_lead_delivery.down,
    name: '20261124_013622_lead_delivery',
  },
  {
    up: migration_20261124_014103_users_reset_interval.up,
    down: migration_20261124_014103_users_reset_interval.down,
    name: '20261124_014103_users_reset_interval',
  },
  {
    up: migration_20261124_014440_lead_webhook.up,
    down: migration_20261124_014440_lead_webhook.down,
    name: '20261124_014440_lead_webhook',
  },
  {
    up: migration_20261124_034003_lead_vehicle.up,
    down: migration_20261124_034003_lead_vehicle.down,
    name: '20261124_034003_lead_vehicle',
  },
  {
    up: migration_20261124_035842_lead_adf.up,
    down: migration_20261124_035842_lead_adf.down,
    name: '20261124_035842_lead_adf',
  },
  {
    up: migration_20261124_042458_finance_page_steps.up,
    down: migration_20261124_042458_finance_page_steps.down,
    name: '20261124_042458_finance_page_steps',
  },
  {
    up: migration_20261124_042855_tag_manager.up,
    down: migration_20261124_042855_tag_manager.down,
    name: '20261124_042855_tag_manager',
  },
  {
    up: migration_20261124_043156_careers_enquiry.up,
    down: migration_20261124_043156_careers_enquiry.down,
    name: '20261124_043156_careers_enquiry',
  },
  {
    up: migration_20261124_044154_location_lead_email.up,
    down: migration_20261124_044154_location_lead_email.down,
    name: '20261124_044154_location_lead_email',
  },
  {
    up: migration_20261124_064205_trade_in_leads.up,
    down: migration_20261124_064205_trade_in_leads.down,
    name: '20261124_064205_trade_in_leads',
  },
  {
    up: migration_20261124_065824_test_drive_locations.up,
    down: migration_20261124_065824_test_drive_locations.down,
    name: '20261124_065824_test_drive_locations',
  },
  {
    up: migration_20261124_070347_quick_enquiry.up,
    down: migration_20261124_070347_quick_enquiry.down,
    name: '20261124_070347_quick_enquiry',
  },
  {
    up: migration_20261124_070957_trade_in_offers.up,
    down: migration_20261124_070957_trade_in_offers.down,
    name: '20261124_070957_trade_in_offers',
  },
  {
    up: migration_20261124_072712_pages_visited.up,
    down: migration_20261124_072712_pages_visited.down,
    name: '20261124_072712_pages_visited',
  },
  {
    up: migration_20261124_100732_home_blocks.up,
    down: migration_20261124_100732_home_blocks.down,
    name: '20261124_100732_home_blocks',
  },
  {
    up: migration_20261124_103002_brand_strip.up,
    down: migration_20261124_103002_brand_strip.down,
    name: '20261124_103002_brand_strip',
  },
  {
    up: migration_20261124_130723_promotions_slider_offers_display.up,
    down: migration_20261124_130723_promotions_slider_offers_display.down,
    name: '20261124_130723_promotions_slider_offers_display',
  },
  {
    up: migration_20261124_165358_stock_grid_bodies_price.up,
    down: migration_20261124_165358_stock_grid_bodies_price.down,
    name: '20261124_165358_stock_grid_bodies_price',
  },
  {
    up: migration_20261124_185500_stock_imports.up,
    down: migration_20261124_185500_stock_imports.down,
    name: '20261124_185500_stock_imports',
  },
  {
    up: migration_20261124_195605_header_menu_blocks.up,
    down: migration_20261124_195605_header_menu_blocks.down,
    name: '20261124_195605_header_menu_blocks',
  },
  {
    up: migration_20261124_195612_header_menu_items_moved.up,
    down: migration_20261124_195612_header_menu_items_moved.down,
    name: '20261124_195612_header_menu_items_moved',
  },
  {
    up: migration_20261124_222517_seo_fields.up,
    down: migration_20261124_222517_seo_fields.down,
    name: '20261124_222517_seo_fields',
  },
  {
    up: migration_20261124_223625_dealer_time_zone_default.up,
    down: migration_20261124_223625_dealer_time_zone_default.down,
    name: '20261124_223625_dealer_time_zone_default',
  },
  {
    up: migration_20261124_231259_nav_links_picked.up,
    down: migration_20261124_231259_nav_links_picked.down,
    name: '20261124_231259_nav_links_picked',
  },
  {
    up: migration_20261124_231344_nav_links_typed_removed.up,
    down: migration_20261124_231344_nav_links_typed_removed.down,
    name: '20261124_231344_nav_links_typed_removed',
  },
  {
    up: migration_20261125_020451_finance_estimates_and_registration.up,
    down: migration_20261125_020451_finance_estimates_and_registration.down,
    name: '20261125_020451_finance_estimates_and_registration',
  },
  {
    up: migration_20261125_024109_car_page_tabs.up,
    down: migration_20261125_024109_car_page_tabs.down,
    name: '20261125_024109_car_page_tabs',
  },
  {
    up: migration_20261125_054654_stock_search_settings.up,
    down: migration_20261125_054654_stock_search_settings.down,
    name: '20261125_054654_stock_search_settings',
  },
  {
    up: migration_20261125_061951_fixed_price_slider.up,
    down: migration_20261125_061951_fixed_price_slider.down,
    name: '20261125_061951_fixed_price_slider',
  },
  {
    up: migration_20261127_190723_variant_data_and_car_dates.up,
    down: migration_20261127_190723_variant_data_and_car_dates.down,
    name: '20261127_190723_variant_data_and_car_dates',
  },
  {
    up: migration_20261127_194044_car_views_and_view_settings.up,
    down: migration_20261127_194044_car_views_and_view_settings.down,
    name: '20261127_194044_car_views_and_view_settings',
  },
  {
    up: migration_20261128_072426_reservations_and_unbuilt_switches_removed.up,
    down: migration_20261128_072426_reservations_and_unbuilt_switches_removed.down,
    name: '20261128_072426_reservations_and_unbuilt_switches_removed',
  },
  {
    up: migration_20261128_072457_dealer_stripe_account.up,
    down: migration_20261128_072457_dealer_stripe_account.down,
    name: '20261128_072457_dealer_stripe_account',
  },
  {
    up: migration_20261201_202459_finance_steps_true.up,
    down: migration_20261201_202459_finance_steps_true.down,
    name: '20261201_202459_finance_steps_true',
  },
  {
    up: migration_20261201_204720_navigation_title.up,
    down: migration_20261201_204720_navigation_title.down,
    name: '20261201_204720_navigation_title',
  },
  {
    up: migration_20261202_110529_stored_photos.up,
    down: migration_20261202_110529_stored_photos.down,
    name: '20261202_110529_stored_photos',
  },
  {
    up: migration_20261202_175500_photo_cleanup.up,
    down: migration_20261202_175500_photo_cleanup.down,
    name: '20261202_175500_photo_cleanup',
  },
  {
    up: migration_20261203_073726_upload_bucket_prefix.up,
    down: migration_20261203_073726_upload_bucket_prefix.down,
    name: '20261203_073726_upload_bucket_prefix',
  },
  {
    up: migration_20261203_081008_visitor_sign_in.up,
    down: migration_20261203_081008_visitor_sign_in.down,
    name: '20261203_081008_visitor_sign_in',
  },
  {
    up: migration_20261203_082217_verification_spent_code.up,
    down: migration_20261203_082217_verification_spent_code.down,
    name: '20261203_082217_verification_spent_code',
  },
  {
    up: migration_20261203_162418_watchlist.up,
    down: migration_20261203_162418_watchlist.down,
    name: '20261203_162418_watchlist',
  },
  {
    up: migration_20261203_230629_shortlist.up,
    down: migration_20261203_230629_shortlist.down,
    name: '20261203_230629_shortlist',
  },
  {
    up: migration_20261204_045043_lender_figure_rates.up,
    down: migration_20261204_045043_lender_figure_rates.down,
    name: '20261204_045043_lender_figure_rates',
  },
  {
    up: migration_20261204_050758_finance_quotes.up,
    down: migration_20261204_050758_finance_quotes.down,
    name: '20261204_050758_finance_quotes',
  },
  {
    up: migration_20261204_052158_market_price.up,
    down: migration_20261204_052158_market_price.down,
    name: '20261204_052158_market_price',
  },
  {
    up: migration_20261204_115254_holds_and_refunds.up,
    down: migration_20261204_115254_holds_and_refunds.down,
    name: '20261204_115254_holds_and_refunds',
  },
  {
    up: migration_20261204_122014_reserve_per_car.up,
    down: migration_20261204_122014_reserve_per_car.down,
    name: '20261204_122014_reserve_per_car',
  },
  {
    up: migration_20261204_160740_orders_bought_online.up,
    down: migration_20261204_160740_orders_bought_online.down,
    name: '20261204_160740_orders_bought_online',
  },
  {
    up: migration_20261205_033151_finance_sign_in.up,
    down: migration_20261205_033151_finance_sign_in.down,
    name: '20261205_033151_finance_sign_in',
  },
  {
    up: migration_20261205_035214_enquiry_submit_label.up,
    down: migration_20261205_035214_enquiry_submit_label.down,
    name: '20261205_035214_enquiry_submit_label',
  },
  {
    up: migration_20261205_075533_car_page_settings.up,
    down: migration_20261205_075533_car_page_settings.down,
    name: '20261205_075533_car_page_settings',
  },
  {
    up: migration_20261205_080302_google_reviews.up,
    down: migration_20261205_080302_google_reviews.down,
    name: '20261205_080302_google_reviews',
  },
  {
    up: migration_20261205_083204_enquiry_postcode_and_rego.up,
    down: migration_20261205_083204_enquiry_postcode_and_rego.down,
    name: '20261205_083204_enquiry_postcode_and_rego',
  },
  {
    up: migration_20261205_090321_feedback_survey.up,
    down: migration_20261205_090321_feedback_survey.down,
    name: '20261205_090321_feedback_survey'
  },
];
