CREATE TABLE "print_renders" (
	"order_product_id" integer NOT NULL,
	"side" varchar(10) NOT NULL,
	"order_id" integer NOT NULL,
	"state" varchar(10) DEFAULT 'waiting' NOT NULL,
	"problem" varchar(40),
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_renders_order_product_id_side_pk" PRIMARY KEY("order_product_id","side")
);
--> statement-breakpoint
ALTER TABLE "print_renders" ADD CONSTRAINT "print_renders_order_product_id_order_products_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_renders" ADD CONSTRAINT "print_renders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_renders_waiting_idx" ON "print_renders" USING btree ("state","order_id");