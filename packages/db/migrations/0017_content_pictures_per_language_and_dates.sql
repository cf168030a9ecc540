ALTER TABLE "banners" ADD COLUMN "media_ar_id" integer;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD COLUMN "media_web_ar_id" integer;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD COLUMN "background_color" varchar(9) DEFAULT '#f5f5f5' NOT NULL;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_media_ar_id_media_id_fk" FOREIGN KEY ("media_ar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_media_web_ar_id_media_id_fk" FOREIGN KEY ("media_web_ar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Until now one picture served both languages: it stays on both, and staff may now give Arabic pages their own.
UPDATE "banners" SET "media_ar_id" = "media_id";--> statement-breakpoint
UPDATE "carousel_items" SET "media_web_ar_id" = "media_web_id";--> statement-breakpoint
-- Information pages were plain paragraphs separated by blank lines; they are now sanitised HTML.
UPDATE "info_pages" SET
  "body_en" = '<p>' || array_to_string(regexp_split_to_array(btrim(replace(replace(replace("body_en", '&', '&amp;'), '<', '&lt;'), '>', '&gt;')), E'\\n\\s*\\n'), '</p><p>') || '</p>',
  "body_ar" = '<p>' || array_to_string(regexp_split_to_array(btrim(replace(replace(replace("body_ar", '&', '&amp;'), '<', '&lt;'), '>', '&gt;')), E'\\n\\s*\\n'), '</p><p>') || '</p>';
