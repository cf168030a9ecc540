ALTER TABLE "artworks" ADD COLUMN "featured_rank" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "featured_rank" integer;