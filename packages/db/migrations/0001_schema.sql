CREATE TYPE "public"."artist_request_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."one_time_code_purpose" AS ENUM('SIGN_IN', 'SIGN_UP', 'VERIFY_EMAIL', 'RESET_PASSWORD', 'DELETE_ACCOUNT');--> statement-breakpoint
CREATE TYPE "public"."bundle_type" AS ENUM('AGGREGATED', 'PICK_ANY');--> statement-breakpoint
CREATE TYPE "public"."design_attachment_kind" AS ENUM('IMAGE', 'FILE', 'GIF');--> statement-breakpoint
CREATE TYPE "public"."design_request_status" AS ENUM('NEW', 'PROCESSING', 'WAITING_APPROVAL', 'REQUEST_FOR_CHANGE', 'DONE', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."favorite_kind" AS ENUM('product', 'artist', 'artwork');--> statement-breakpoint
CREATE TYPE "public"."color_type" AS ENUM('GARMENT', 'TEXT');--> statement-breakpoint
CREATE TYPE "public"."print_position" AS ENUM('FRONT', 'BACK', 'BOTH', 'POCKET', 'EMBROIDERY');--> statement-breakpoint
CREATE TYPE "public"."printing_type" AS ENUM('DTG', 'EMBROIDERY', 'SUBLIMATION_GENERAL', 'SUBLIMATION');--> statement-breakpoint
CREATE TYPE "public"."side_type" AS ENUM('FRONT', 'BACK', 'POCKET', 'EMBROIDERY');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('PENDING_PAYMENT', 'PAID', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED', 'PAYMENT_FAILED', 'CANCELLED', 'REFUNDED');--> statement-breakpoint
CREATE TYPE "public"."payment_gateway" AS ENUM('test', 'myfatoorah');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('PENDING', 'PAID', 'FAILED', 'EXPIRED', 'REFUNDED');--> statement-breakpoint
CREATE TYPE "public"."product_image_type" AS ENUM('FRONT', 'BACK', 'POCKET', 'EMBROIDERY', 'LIFESTYLE');--> statement-breakpoint
CREATE TYPE "public"."user_locale" AS ENUM('ar', 'en');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('USER', 'ARTIST', 'ADMIN');--> statement-breakpoint
CREATE TYPE "public"."view_kind" AS ENUM('product', 'artwork');--> statement-breakpoint
CREATE TYPE "public"."wallet_reason" AS ENUM('GIFT_CARD', 'ORDER_PAYMENT', 'ORDER_REFUND', 'ADJUSTMENT');--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"phone" varchar(30),
	"address_nickname" varchar(100),
	"address_type" varchar(30),
	"country" varchar(2) NOT NULL,
	"state" varchar(100),
	"city" varchar(100),
	"area" varchar(100),
	"block" varchar(50),
	"street" varchar(200),
	"avenue" varchar(100),
	"building" varchar(100),
	"floor" varchar(20),
	"apartment" varchar(50),
	"address" text,
	"address_line1" varchar(255),
	"address_line2" varchar(255),
	"postal_code" varchar(20),
	"additional" text,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "artist_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "artist_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" "artist_request_status" DEFAULT 'PENDING' NOT NULL,
	"name" varchar(120) NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"portfolio_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sample_media_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_note" text,
	"reviewed_by_user_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "artists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"subdomain" varchar(63) NOT NULL,
	"display_name_en" varchar(120) NOT NULL,
	"display_name_ar" varchar(120) NOT NULL,
	"myself_en" text DEFAULT '' NOT NULL,
	"myself_ar" text DEFAULT '' NOT NULL,
	"job_en" varchar(120) DEFAULT '' NOT NULL,
	"job_ar" varchar(120) DEFAULT '' NOT NULL,
	"background_media_id" integer,
	"avatar_media_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artwork_topics" (
	"artwork_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	CONSTRAINT "artwork_topics_artwork_id_topic_id_pk" PRIMARY KEY("artwork_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "artworks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "artworks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"artist_id" integer NOT NULL,
	"title" varchar(160) NOT NULL,
	"title_ar" varchar(160) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"slug" varchar(180) NOT NULL,
	"media_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_artist_active" boolean DEFAULT true NOT NULL,
	"is_notifi_users" boolean DEFAULT false NOT NULL,
	"artwork_background_color_id" integer,
	"artwork_purchase_number" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_ar" varchar(80) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"color" varchar(9) DEFAULT '#6b7280' NOT NULL,
	"media_id" integer,
	"order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(254) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"purpose" "one_time_code_purpose" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"device_id" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "bundle_templates_inventories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bundle_templates_inventories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bundle_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"template_id" integer,
	"template_category_id" integer,
	"count" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bundles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" varchar(120) NOT NULL,
	"name_ar" varchar(120) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"discount_percentage" integer DEFAULT 0 NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"morph_type" varchar(40),
	"type" "bundle_type" DEFAULT 'AGGREGATED' NOT NULL,
	"media_id" integer
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"colors_to_sizes_id" integer NOT NULL,
	"bundle_id" integer,
	"unique_key" varchar(10),
	"count" integer DEFAULT 1 NOT NULL,
	"print_position" "print_position" DEFAULT 'FRONT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_count_positive" CHECK ("cart_items"."count" >= 1),
	CONSTRAINT "cart_items_bundle_has_key" CHECK (("cart_items"."bundle_id" is null) = ("cart_items"."unique_key" is null))
);
--> statement-breakpoint
CREATE TABLE "collection_products" (
	"collection_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_products_collection_id_product_id_pk" PRIMARY KEY("collection_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" varchar(120) NOT NULL,
	"name_ar" varchar(120) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"artist_id" integer,
	"media_id" integer
);
--> statement-breakpoint
CREATE TABLE "design_request_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_request_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"content_id" integer NOT NULL,
	"kind" "design_attachment_kind" NOT NULL,
	"media_id" integer,
	"url" varchar(500),
	CONSTRAINT "design_request_attachments_has_source" CHECK ("design_request_attachments"."media_id" is not null or "design_request_attachments"."url" is not null)
);
--> statement-breakpoint
CREATE TABLE "design_request_contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_request_contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"author_user_id" integer,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_request_inventories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_request_inventories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"inventory_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_request_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_request_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"content_id" integer,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "design_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" varchar(20) NOT NULL,
	"user_id" integer NOT NULL,
	"status" "design_request_status" DEFAULT 'NEW' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_requests_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "embroidery_icons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "embroidery_icons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" varchar(80) NOT NULL,
	"name_ar" varchar(80) NOT NULL,
	"media_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favorites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" "favorite_kind" NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "colors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"value" varchar(9) NOT NULL,
	"name_en" varchar(60) NOT NULL,
	"name_ar" varchar(60) NOT NULL,
	"type" "color_type" DEFAULT 'GARMENT' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colors_to_sizes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "colors_to_sizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inventory_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"surcharge" integer DEFAULT 0 NOT NULL,
	"platen_id" integer,
	"k_env_id" integer,
	"print_position_x" double precision,
	"print_position_y" double precision,
	"print_rotation" double precision,
	"notifi_admin" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" varchar(120) NOT NULL,
	"name_ar" varchar(120) NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"back_print" boolean DEFAULT false NOT NULL,
	"pocket_print" boolean DEFAULT false NOT NULL,
	"design_request_enabled" boolean DEFAULT false NOT NULL,
	"min_diagonal" double precision DEFAULT 5 NOT NULL,
	"max_diagonal" double precision DEFAULT 40 NOT NULL,
	"printing_type" "printing_type"[] NOT NULL,
	"size_guide" jsonb,
	"main_media_id" integer,
	"main_media_life_style_id" integer,
	"max_font_size" integer DEFAULT 72 NOT NULL,
	"min_font_size" integer DEFAULT 10 NOT NULL,
	"weight" integer DEFAULT 200 NOT NULL,
	"dtg_sub_type" varchar(40),
	"sizes_position" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"colors_position" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_to_categories" (
	"inventory_id" integer NOT NULL,
	"category_to_subcategory_id" integer NOT NULL,
	CONSTRAINT "inventory_to_categories_inventory_id_category_to_subcategory_id_pk" PRIMARY KEY("inventory_id","category_to_subcategory_id")
);
--> statement-breakpoint
CREATE TABLE "platens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inventory_id" integer NOT NULL,
	"media_id" integer,
	"position" "print_position" NOT NULL,
	"type" "side_type" NOT NULL,
	"print_area" jsonb NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sizes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"label" varchar(20) NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" varchar(160) NOT NULL,
	"name_ar" varchar(160) NOT NULL,
	"forwarding_url_web" varchar(500) DEFAULT '' NOT NULL,
	"forwarding_url" varchar(500) DEFAULT '' NOT NULL,
	"background_color" varchar(9) DEFAULT '#ffffff' NOT NULL,
	"media_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carousel_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carousel_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(120) NOT NULL,
	"name_ar" varchar(120) DEFAULT '' NOT NULL,
	"forwarding_url_web" varchar(500) DEFAULT '' NOT NULL,
	"media_web_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "info_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(60) NOT NULL,
	"title_en" varchar(160) NOT NULL,
	"title_ar" varchar(160) NOT NULL,
	"body_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pathname" varchar(200) NOT NULL,
	"filename" varchar(255) NOT NULL,
	"folders_name" varchar(60) NOT NULL,
	"mime_type" varchar(60) NOT NULL,
	"width" integer,
	"height" integer,
	"owner_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer,
	"colors_to_sizes_id" integer,
	"bundle_id" integer,
	"unique_key" varchar(10),
	"name_en" varchar(255) NOT NULL,
	"name_ar" varchar(255) NOT NULL,
	"unit_price" integer NOT NULL,
	"count" integer NOT NULL,
	"print_position" "print_position" DEFAULT 'FRONT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_products_count_positive" CHECK ("order_products"."count" >= 1),
	CONSTRAINT "order_products_unit_price_not_negative" CHECK ("order_products"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status" NOT NULL,
	"note" text,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" "order_status" DEFAULT 'PENDING_PAYMENT' NOT NULL,
	"subtotal" integer NOT NULL,
	"delivery_price" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) DEFAULT 'KWD' NOT NULL,
	"payment_method" varchar(50),
	"is_used_wallet" boolean DEFAULT false NOT NULL,
	"payment_wallet_amount" integer DEFAULT 0 NOT NULL,
	"voucher_id" integer,
	"notes" text,
	"order_note" text,
	"personal_notes" text,
	"is_gift" boolean DEFAULT false NOT NULL,
	"order_type" varchar(30) DEFAULT 'NORMAL' NOT NULL,
	"expected_delivery_date" date,
	"is_offline_order" boolean DEFAULT false NOT NULL,
	"international_order" boolean DEFAULT false NOT NULL,
	"address_id" integer,
	"address" jsonb,
	"idempotency_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."subtotal" >= 0 and "orders"."delivery_price" >= 0 and "orders"."discount" >= 0 and "orders"."price" >= 0 and "orders"."payment_wallet_amount" >= 0),
	CONSTRAINT "orders_percent_range" CHECK ("orders"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"gateway" "payment_gateway" NOT NULL,
	"invoice_id" varchar(100) NOT NULL,
	"payment_id" varchar(100),
	"status" "payment_status" DEFAULT 'PENDING' NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"type" "product_image_type" NOT NULL,
	"media_id" integer NOT NULL,
	"color_id" integer,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" varchar(200) NOT NULL,
	"name_ar" varchar(200) NOT NULL,
	"inventory_id" integer NOT NULL,
	"artist_id" integer,
	"artwork_id" integer,
	"category_to_subcategory_id" integer,
	"price" integer NOT NULL,
	"old_price" integer DEFAULT 0 NOT NULL,
	"discounted_price" integer DEFAULT 0 NOT NULL,
	"random_color" varchar(9),
	"printing_area_color" varchar(9),
	"media_id" integer,
	"random_media_id" integer,
	"client_print_position" "print_position" DEFAULT 'FRONT' NOT NULL,
	"owner_user_id" integer,
	"device_id" varchar(100),
	"design" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_artist_active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"purchase_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products_tags" (
	"product_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "products_tags_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" varchar(60) NOT NULL,
	"name_ar" varchar(60) NOT NULL,
	"slug" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"media_id" integer,
	"name" varchar(100) NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"rating" smallint DEFAULT 5 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"device_id" varchar(100),
	"search_word" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"zone_id" integer NOT NULL,
	"max_weight" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "delivery_rates_price_not_negative" CHECK ("delivery_rates"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" varchar(100) NOT NULL,
	"name_ar" varchar(100) NOT NULL,
	"country_codes" varchar(2)[] NOT NULL,
	"is_international" boolean DEFAULT false NOT NULL,
	"min_days" integer DEFAULT 1 NOT NULL,
	"max_days" integer DEFAULT 3 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "free_shipping_config" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "free_shipping_config_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"zone_id" integer,
	"min_subtotal" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" varchar(100) NOT NULL,
	"name_ar" varchar(100) NOT NULL,
	"media_id" integer,
	"background" varchar(9),
	"is_active" boolean DEFAULT true NOT NULL,
	"is_for_customization" boolean DEFAULT false NOT NULL,
	"is_for_shop" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories_to_subcategories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_to_subcategories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sub_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" varchar(100) NOT NULL,
	"name_ar" varchar(100) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"is_for_customization" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "side_templates" (
	"side_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	CONSTRAINT "side_templates_side_id_template_id_pk" PRIMARY KEY("side_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "template_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "template_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_template_category_id" integer,
	"name_en" varchar(100) NOT NULL,
	"name_ar" varchar(100) NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"media_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_category_id" integer,
	"name_en" varchar(100) NOT NULL,
	"name_ar" varchar(100) NOT NULL,
	"media_id" integer,
	"template_html_code" text NOT NULL,
	"template_controls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" varchar(80) DEFAULT '' NOT NULL,
	"last_name" varchar(80) DEFAULT '' NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(32),
	"username" varchar(60),
	"locale" "user_locale" DEFAULT 'ar' NOT NULL,
	"role" "user_role" DEFAULT 'USER' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_guest" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"password_hash" varchar(200),
	"media_id" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "view_counts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "view_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "view_kind" NOT NULL,
	"target_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'KWD' NOT NULL,
	"expires_at" timestamp with time zone,
	"redeemed_by_user_id" integer,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_cards_amount_positive" CHECK ("gift_cards"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"voucher_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_uses_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"percent" integer NOT NULL,
	"max_discount" integer,
	"min_amount" integer,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"per_user_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_percent_range" CHECK ("vouchers"."percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" "wallet_reason" NOT NULL,
	"gift_card_id" integer,
	"order_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_amount_not_zero" CHECK ("wallet_ledger"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_requests" ADD CONSTRAINT "artist_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_requests" ADD CONSTRAINT "artist_requests_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_background_media_id_media_id_fk" FOREIGN KEY ("background_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_avatar_media_id_media_id_fk" FOREIGN KEY ("avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_topics" ADD CONSTRAINT "artwork_topics_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_topics" ADD CONSTRAINT "artwork_topics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_templates_inventories" ADD CONSTRAINT "bundle_templates_inventories_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_templates_inventories" ADD CONSTRAINT "bundle_templates_inventories_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_templates_inventories" ADD CONSTRAINT "bundle_templates_inventories_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_templates_inventories" ADD CONSTRAINT "bundle_templates_inventories_template_category_id_template_categories_id_fk" FOREIGN KEY ("template_category_id") REFERENCES "public"."template_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_colors_to_sizes_id_colors_to_sizes_id_fk" FOREIGN KEY ("colors_to_sizes_id") REFERENCES "public"."colors_to_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_request_attachments" ADD CONSTRAINT "design_request_attachments_content_id_design_request_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."design_request_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_request_attachments" ADD CONSTRAINT "design_request_attachments_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_request_contents" ADD CONSTRAINT "design_request_contents_request_id_design_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."design_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_request_contents" ADD CONSTRAINT "design_request_contents_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_request_inventories" ADD CONSTRAINT "design_request_inventories_request_id_design_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."design_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_request_inventories" ADD CONSTRAINT "design_request_inventories_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_request_products" ADD CONSTRAINT "design_request_products_request_id_design_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."design_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_request_products" ADD CONSTRAINT "design_request_products_content_id_design_request_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."design_request_contents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_request_products" ADD CONSTRAINT "design_request_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_requests" ADD CONSTRAINT "design_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embroidery_icons" ADD CONSTRAINT "embroidery_icons_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colors_to_sizes" ADD CONSTRAINT "colors_to_sizes_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colors_to_sizes" ADD CONSTRAINT "colors_to_sizes_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colors_to_sizes" ADD CONSTRAINT "colors_to_sizes_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colors_to_sizes" ADD CONSTRAINT "colors_to_sizes_platen_id_platens_id_fk" FOREIGN KEY ("platen_id") REFERENCES "public"."platens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_main_media_id_media_id_fk" FOREIGN KEY ("main_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_main_media_life_style_id_media_id_fk" FOREIGN KEY ("main_media_life_style_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_to_categories" ADD CONSTRAINT "inventory_to_categories_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_to_categories" ADD CONSTRAINT "inventory_to_categories_category_to_subcategory_id_categories_to_subcategories_id_fk" FOREIGN KEY ("category_to_subcategory_id") REFERENCES "public"."categories_to_subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sides" ADD CONSTRAINT "sides_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sides" ADD CONSTRAINT "sides_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_media_web_id_media_id_fk" FOREIGN KEY ("media_web_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_colors_to_sizes_id_colors_to_sizes_id_fk" FOREIGN KEY ("colors_to_sizes_id") REFERENCES "public"."colors_to_sizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_to_subcategory_id_categories_to_subcategories_id_fk" FOREIGN KEY ("category_to_subcategory_id") REFERENCES "public"."categories_to_subcategories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_random_media_id_media_id_fk" FOREIGN KEY ("random_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_tags" ADD CONSTRAINT "products_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_tags" ADD CONSTRAINT "products_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_rates" ADD CONSTRAINT "delivery_rates_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_shipping_config" ADD CONSTRAINT "free_shipping_config_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories_to_subcategories" ADD CONSTRAINT "categories_to_subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories_to_subcategories" ADD CONSTRAINT "categories_to_subcategories_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "side_templates" ADD CONSTRAINT "side_templates_side_id_sides_id_fk" FOREIGN KEY ("side_id") REFERENCES "public"."sides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "side_templates" ADD CONSTRAINT "side_templates_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_categories" ADD CONSTRAINT "template_categories_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_template_category_id_template_categories_id_fk" FOREIGN KEY ("template_category_id") REFERENCES "public"."template_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_redeemed_by_user_id_users_id_fk" FOREIGN KEY ("redeemed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_id_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "artist_requests_user_idx" ON "artist_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "artists_user_unique" ON "artists" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "artists_subdomain_unique" ON "artists" USING btree ("subdomain");--> statement-breakpoint
CREATE INDEX "artwork_topics_topic_idx" ON "artwork_topics" USING btree ("topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "artworks_slug_unique" ON "artworks" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "artworks_artist_idx" ON "artworks" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_email_purpose_idx" ON "one_time_codes" USING btree ("email","purpose","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bundle_templates_inventories_bundle_idx" ON "bundle_templates_inventories" USING btree ("bundle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_identity_idx" ON "cart_items" USING btree ("user_id","product_id","colors_to_sizes_id","print_position") WHERE "cart_items"."bundle_id" is null;--> statement-breakpoint
CREATE INDEX "cart_items_user_bundle_key_idx" ON "cart_items" USING btree ("user_id","unique_key");--> statement-breakpoint
CREATE INDEX "collection_products_product_idx" ON "collection_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "design_request_attachments_content_id_idx" ON "design_request_attachments" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "design_request_contents_request_id_idx" ON "design_request_contents" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "design_request_inventories_pair_idx" ON "design_request_inventories" USING btree ("request_id","inventory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "design_request_products_pair_idx" ON "design_request_products" USING btree ("request_id","product_id");--> statement-breakpoint
CREATE INDEX "design_requests_user_id_idx" ON "design_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_kind_target_idx" ON "favorites" USING btree ("user_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "favorites_kind_target_idx" ON "favorites" USING btree ("kind","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "colors_to_sizes_variant_unique" ON "colors_to_sizes" USING btree ("inventory_id","color_id","size_id");--> statement-breakpoint
CREATE INDEX "colors_to_sizes_inventory_idx" ON "colors_to_sizes" USING btree ("inventory_id");--> statement-breakpoint
CREATE INDEX "sides_inventory_idx" ON "sides" USING btree ("inventory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "info_pages_slug_unique" ON "info_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "order_products_order_id_idx" ON "order_products" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_products_product_id_idx" ON "order_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_id_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_id_created_at_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_key_idx" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_invoice_id_idx" ON "payments" USING btree ("gateway","invoice_id");--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("rank" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_active" and "products"."is_artist_active" and "products"."owner_user_id" is null;--> statement-breakpoint
CREATE INDEX "products_artwork_idx" ON "products" USING btree ("artwork_id");--> statement-breakpoint
CREATE INDEX "products_artist_idx" ON "products" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "products_inventory_idx" ON "products" USING btree ("inventory_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_to_subcategory_id");--> statement-breakpoint
CREATE INDEX "products_owner_idx" ON "products" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_tags_tag_idx" ON "products_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_slug_unique" ON "tags" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "search_history_user_id_idx" ON "search_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "search_history_device_id_idx" ON "search_history" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_rates_zone_weight_idx" ON "delivery_rates" USING btree ("zone_id","max_weight");--> statement-breakpoint
CREATE INDEX "free_shipping_config_zone_id_idx" ON "free_shipping_config" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_to_subcategories_unique" ON "categories_to_subcategories" USING btree ("category_id","sub_category_id");--> statement-breakpoint
CREATE INDEX "categories_to_subcategories_sub_idx" ON "categories_to_subcategories" USING btree ("sub_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_categories_slug_unique" ON "sub_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "templates_category_idx" ON "templates" USING btree ("template_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "view_counts_kind_target_day_idx" ON "view_counts" USING btree ("kind","target_id","day");--> statement-breakpoint
CREATE INDEX "voucher_uses_voucher_user_idx" ON "voucher_uses" USING btree ("voucher_id","user_id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_id_idx" ON "wallet_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_gift_card_idx" ON "wallet_ledger" USING btree ("gift_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_order_reason_idx" ON "wallet_ledger" USING btree ("order_id","reason") WHERE "wallet_ledger"."reason" <> 'ADJUSTMENT';