ALTER TABLE "attachments" ADD COLUMN "shared_with_patient" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "shared_at" timestamp with time zone;