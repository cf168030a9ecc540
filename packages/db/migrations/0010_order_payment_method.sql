CREATE TYPE "public"."order_paid_by" AS ENUM('GATEWAY', 'WALLET');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_by" "order_paid_by";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method_id" integer;--> statement-breakpoint
-- Written by hand: the old text column held 'WALLET' or the gateway method's id as digits; anything else
-- (never written by the store) is left unrecorded rather than guessed.
UPDATE "orders" SET "paid_by" = 'WALLET' WHERE "payment_method" = 'WALLET';--> statement-breakpoint
UPDATE "orders" SET "paid_by" = 'GATEWAY', "payment_method_id" = "payment_method"::integer WHERE "payment_method" ~ '^[0-9]{1,9}$';--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "payment_method";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_of_gateway" CHECK (coalesce("orders"."paid_by" = 'GATEWAY', false) = ("orders"."payment_method_id" is not null));
