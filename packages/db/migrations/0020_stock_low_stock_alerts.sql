ALTER TABLE "stock_movements" ADD COLUMN "low_stock_alert" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "alert_mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "stock_movements_unmailed_idx" ON "stock_movements" USING btree ("id") WHERE "stock_movements"."low_stock_alert" and "stock_movements"."alert_mailed_at" is null;