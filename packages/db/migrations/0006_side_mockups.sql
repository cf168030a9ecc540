CREATE TABLE "side_mockups" (
	"side_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	CONSTRAINT "side_mockups_side_id_color_id_pk" PRIMARY KEY("side_id","color_id")
);
--> statement-breakpoint
ALTER TABLE "side_mockups" ADD CONSTRAINT "side_mockups_side_id_sides_id_fk" FOREIGN KEY ("side_id") REFERENCES "public"."sides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "side_mockups" ADD CONSTRAINT "side_mockups_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "side_mockups" ADD CONSTRAINT "side_mockups_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;