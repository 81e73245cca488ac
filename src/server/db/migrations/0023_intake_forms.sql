ALTER TABLE "attachments" ADD CONSTRAINT "attachments_clinic_row_key" UNIQUE("clinic_id","id");--> statement-breakpoint
CREATE TABLE "intake_form_services" (
	"clinic_id" uuid NOT NULL,
	"intake_form_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "intake_form_services_intake_form_id_service_id_pk" PRIMARY KEY("intake_form_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "intake_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "intake_forms_clinic_row_key" UNIQUE("clinic_id","id")
);
--> statement-breakpoint
CREATE TABLE "patient_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"intake_form_id" uuid,
	"appointment_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sections" jsonb NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_by_id" uuid,
	"signed_attachment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_forms_clinic_row_key" UNIQUE("clinic_id","id"),
	CONSTRAINT "patient_forms_appointment_form_key" UNIQUE("clinic_id","appointment_id","intake_form_id"),
	CONSTRAINT "patient_forms_status_valid" CHECK ("patient_forms"."status" IN ('sent', 'submitted', 'accepted'))
);
--> statement-breakpoint
ALTER TABLE "intake_form_services" ADD CONSTRAINT "intake_form_services_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_form_services" ADD CONSTRAINT "intake_form_services_form_same_clinic_fk" FOREIGN KEY ("clinic_id","intake_form_id") REFERENCES "public"."intake_forms"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_form_services" ADD CONSTRAINT "intake_form_services_service_same_clinic_fk" FOREIGN KEY ("clinic_id","service_id") REFERENCES "public"."services"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_forms" ADD CONSTRAINT "intake_forms_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_forms" ADD CONSTRAINT "patient_forms_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_forms" ADD CONSTRAINT "patient_forms_accepted_by_id_users_id_fk" FOREIGN KEY ("accepted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_forms" ADD CONSTRAINT "patient_forms_patient_same_clinic_fk" FOREIGN KEY ("clinic_id","patient_id") REFERENCES "public"."patients"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_forms" ADD CONSTRAINT "patient_forms_form_same_clinic_fk" FOREIGN KEY ("clinic_id","intake_form_id") REFERENCES "public"."intake_forms"("clinic_id","id") ON DELETE SET NULL ("intake_form_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_forms" ADD CONSTRAINT "patient_forms_appointment_same_clinic_fk" FOREIGN KEY ("clinic_id","appointment_id") REFERENCES "public"."appointments"("clinic_id","id") ON DELETE SET NULL ("appointment_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_forms" ADD CONSTRAINT "patient_forms_attachment_same_clinic_fk" FOREIGN KEY ("clinic_id","signed_attachment_id") REFERENCES "public"."attachments"("clinic_id","id") ON DELETE SET NULL ("signed_attachment_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intake_form_services_service_idx" ON "intake_form_services" USING btree ("clinic_id","service_id");--> statement-breakpoint
CREATE INDEX "intake_forms_clinic_idx" ON "intake_forms" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "patient_forms_patient_idx" ON "patient_forms" USING btree ("clinic_id","patient_id");