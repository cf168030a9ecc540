CREATE TYPE "public"."stock_reason" AS ENUM('SALE', 'RELEASE', 'REFUND_RESTOCK', 'RETURN_RESTOCK', 'MANUAL', 'IMPORT', 'CREATED');--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"colors_to_sizes_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"count_after" integer NOT NULL,
	"reason" "stock_reason" NOT NULL,
	"order_id" integer,
	"staff_id" integer,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "colors_to_sizes" ADD COLUMN "low_stock_threshold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_colors_to_sizes_id_colors_to_sizes_id_fk" FOREIGN KEY ("colors_to_sizes_id") REFERENCES "public"."colors_to_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("colors_to_sizes_id","at");--> statement-breakpoint
CREATE INDEX "stock_movements_at_idx" ON "stock_movements" USING btree ("at");--> statement-breakpoint
INSERT INTO "stock_movements" ("colors_to_sizes_id", "delta", "count_after", "reason", "note")
SELECT "id", "count", "count", 'CREATED', 'opening count' FROM "colors_to_sizes" WHERE "count" <> 0;
