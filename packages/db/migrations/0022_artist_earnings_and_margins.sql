CREATE TYPE "public"."earning_kind" AS ENUM('SALE', 'REVERSAL');--> statement-breakpoint
CREATE TYPE "public"."earning_state" AS ENUM('PENDING', 'CLEARED', 'PAID');--> statement-breakpoint
CREATE TYPE "public"."payout_batch_state" AS ENUM('OPEN', 'CLOSED');--> statement-breakpoint
CREATE TYPE "public"."payout_state" AS ENUM('PENDING', 'PAID');--> statement-breakpoint
CREATE TABLE "artist_earnings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "artist_earnings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"artist_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_product_id" integer NOT NULL,
	"product_id" integer,
	"artwork_id" integer,
	"name_en" varchar(255) NOT NULL,
	"name_ar" varchar(255) NOT NULL,
	"color_en" varchar(100),
	"color_ar" varchar(100),
	"size" varchar(50),
	"kind" "earning_kind" NOT NULL,
	"count" integer NOT NULL,
	"amount" integer NOT NULL,
	"state" "earning_state" DEFAULT 'PENDING' NOT NULL,
	"delivered_at" timestamp with time zone,
	"cleared_at" timestamp with time zone,
	"payout_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_earnings_count_positive" CHECK ("artist_earnings"."count" >= 1),
	CONSTRAINT "artist_earnings_sign" CHECK (("artist_earnings"."kind" = 'SALE' and "artist_earnings"."amount" >= 0) or ("artist_earnings"."kind" = 'REVERSAL' and "artist_earnings"."amount" <= 0))
);
--> statement-breakpoint
CREATE TABLE "artist_payout_details" (
	"artist_id" integer PRIMARY KEY NOT NULL,
	"iban" varchar(34) NOT NULL,
	"account_name" varchar(120) NOT NULL,
	"sale_mail" boolean DEFAULT false NOT NULL,
	"sale_mail_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earnings_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"margin_min_fils" integer DEFAULT 0 NOT NULL,
	"margin_max_fils" integer DEFAULT 10000 NOT NULL,
	"payout_minimum_fils" integer DEFAULT 5000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_settings_single_row" CHECK ("earnings_settings"."id" = 1),
	CONSTRAINT "earnings_settings_margin_range" CHECK ("earnings_settings"."margin_min_fils" >= 0 and "earnings_settings"."margin_max_fils" >= "earnings_settings"."margin_min_fils" and "earnings_settings"."payout_minimum_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"state" "payout_batch_state" DEFAULT 'OPEN' NOT NULL,
	"minimum_fils" integer NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"artist_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"state" "payout_state" DEFAULT 'PENDING' NOT NULL,
	"reference" varchar(100),
	"paid_at" timestamp with time zone,
	"paid_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "margin" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "artist_id" integer;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "artist_margin" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "artist_margin" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "artist_earnings" ADD CONSTRAINT "artist_earnings_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_earnings" ADD CONSTRAINT "artist_earnings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_earnings" ADD CONSTRAINT "artist_earnings_order_product_id_order_products_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_earnings" ADD CONSTRAINT "artist_earnings_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_payout_details" ADD CONSTRAINT "artist_payout_details_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_by_staff_id_users_id_fk" FOREIGN KEY ("paid_by_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "artist_earnings_one_sale_idx" ON "artist_earnings" USING btree ("order_product_id") WHERE "artist_earnings"."kind" = 'SALE';--> statement-breakpoint
CREATE INDEX "artist_earnings_artist_idx" ON "artist_earnings" USING btree ("artist_id","created_at");--> statement-breakpoint
CREATE INDEX "artist_earnings_order_idx" ON "artist_earnings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "artist_earnings_pending_idx" ON "artist_earnings" USING btree ("delivered_at") WHERE "artist_earnings"."state" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_one_open_idx" ON "payout_batches" USING btree ("state") WHERE "payout_batches"."state" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_batch_artist_idx" ON "payouts" USING btree ("batch_id","artist_id");--> statement-breakpoint
CREATE INDEX "payouts_artist_idx" ON "payouts" USING btree ("artist_id","created_at");--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Artists' products were priced as their blank item plus the artist's share: that share is their margin.
UPDATE "products" SET "artist_margin" = greatest("products"."price" - "inventories"."price", 0) FROM "inventories" WHERE "inventories"."id" = "products"."inventory_id" AND "products"."artwork_id" IS NOT NULL AND "products"."owner_user_id" IS NULL;--> statement-breakpoint
INSERT INTO "earnings_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
