ALTER TABLE "outbox" ADD COLUMN "clinic_id" uuid;--> statement-breakpoint
CREATE INDEX "outbox_clinic_created_idx" ON "outbox" USING btree ("clinic_id","created_at");