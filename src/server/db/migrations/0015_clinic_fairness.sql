CREATE TABLE "stored_file_parts" (
	"file_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_parts_file_id_part_pk" PRIMARY KEY("file_id","part")
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "parts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "clinic_id" uuid;--> statement-breakpoint
ALTER TABLE "stored_file_parts" ADD CONSTRAINT "stored_file_parts_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file_parts" ADD CONSTRAINT "stored_file_parts_file_same_clinic_fk" FOREIGN KEY ("clinic_id","file_id") REFERENCES "public"."stored_files"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_clinic_created_idx" ON "outbox" USING btree ("clinic_id","created_at");