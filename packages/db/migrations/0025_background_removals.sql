CREATE TABLE "background_removals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" varchar(100) NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"media_id" integer,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "background_removals_status" CHECK ("background_removals"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "background_removals" ADD CONSTRAINT "background_removals_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_removals_active" ON "background_removals" USING btree ("user_id") WHERE "background_removals"."finished_at" is null;