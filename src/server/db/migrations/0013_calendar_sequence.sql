ALTER TABLE "appointments" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "content_changed_at" timestamp with time zone;