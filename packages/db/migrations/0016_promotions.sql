CREATE TABLE "discount_tiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_tiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"min_subtotal" integer NOT NULL,
	"percent" integer NOT NULL,
	CONSTRAINT "discount_tiers_minSubtotal_unique" UNIQUE("min_subtotal"),
	CONSTRAINT "discount_tiers_percent_range" CHECK ("discount_tiers"."percent" between 1 and 100),
	CONSTRAINT "discount_tiers_min_positive" CHECK ("discount_tiers"."min_subtotal" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_card_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_card_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"issued_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_percent_range";--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "amount_off" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_card_batches" ADD CONSTRAINT "gift_card_batches_issued_by_staff_id_users_id_fk" FOREIGN KEY ("issued_by_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_batch_id_gift_card_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."gift_card_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_cards_batch_id_idx" ON "gift_cards" USING btree ("batch_id");--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_percent_or_amount" CHECK (("vouchers"."amount_off" is null and "vouchers"."percent" between 1 and 100) or ("vouchers"."amount_off" > 0 and "vouchers"."percent" = 0));