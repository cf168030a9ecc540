CREATE TABLE "production_lines" (
	"order_product_id" integer PRIMARY KEY NOT NULL,
	"printed_at" timestamp with time zone,
	"printed_by_id" integer,
	"batch_id" varchar(40),
	"flag_reason" varchar(40),
	"flag_details" jsonb,
	"flagged_at" timestamp with time zone,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "production_lines" ADD CONSTRAINT "production_lines_order_product_id_order_products_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_lines" ADD CONSTRAINT "production_lines_printed_by_id_users_id_fk" FOREIGN KEY ("printed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_lines_batch_idx" ON "production_lines" USING btree ("batch_id");