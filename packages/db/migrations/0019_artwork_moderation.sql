CREATE TYPE "public"."artwork_decision" AS ENUM('APPROVE', 'REFUSE', 'TAKE_DOWN');--> statement-breakpoint
CREATE TYPE "public"."artwork_set_aside" AS ENUM('REFUSED', 'TAKEN_DOWN');--> statement-breakpoint
CREATE TABLE "artwork_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "artwork_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"artwork_id" integer NOT NULL,
	"decision" "artwork_decision" NOT NULL,
	"reason_code" varchar(40),
	"note" text DEFAULT '' NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artist_requests" ADD COLUMN "reason_code" varchar(40);--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "set_aside" "artwork_set_aside";--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "placement" jsonb;--> statement-breakpoint
ALTER TABLE "artwork_decisions" ADD CONSTRAINT "artwork_decisions_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_decisions" ADD CONSTRAINT "artwork_decisions_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artwork_decisions_artwork_idx" ON "artwork_decisions" USING btree ("artwork_id","id");