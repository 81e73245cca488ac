CREATE TABLE "clinic_message_settings" (
	"clinic_id" uuid PRIMARY KEY NOT NULL,
	"sms_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"quiet_from" text DEFAULT '21:00' NOT NULL,
	"quiet_until" text DEFAULT '08:00' NOT NULL,
	"sms_templates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"patient_id" uuid,
	"appointment_id" uuid,
	"message_id" uuid,
	"from_number" text NOT NULL,
	"body" text NOT NULL,
	"provider_id" text NOT NULL,
	"action" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by_id" uuid,
	CONSTRAINT "message_replies_action_valid" CHECK ("message_replies"."action" IN ('confirmed', 'cancelled', 'opted_out', 'triage'))
);
--> statement-breakpoint
CREATE TABLE "patient_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"patient_id" uuid,
	"appointment_id" uuid,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text,
	"segments" smallint,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_id" text,
	"error" text,
	"fallback_message_id" uuid,
	"is_fallback" boolean DEFAULT false NOT NULL,
	"fallback_mail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "patient_messages_clinic_row_key" UNIQUE("clinic_id","id"),
	CONSTRAINT "patient_messages_values_valid" CHECK ("patient_messages"."kind" IN ('confirmation', 'reminder', 'change', 'cancellation', 'waitlist_offer', 'form_request', 'invoice', 'questionnaire') AND "patient_messages"."channel" IN ('email', 'sms') AND "patient_messages"."status" IN ('queued', 'sent', 'delivered', 'failed', 'bounced', 'undelivered'))
);
--> statement-breakpoint
CREATE TABLE "visit_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "consent_to_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "sms_opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "confirmed_by_patient_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clinic_message_settings" ADD CONSTRAINT "clinic_message_settings_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_replies" ADD CONSTRAINT "message_replies_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_replies" ADD CONSTRAINT "message_replies_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_replies" ADD CONSTRAINT "message_replies_patient_same_clinic_fk" FOREIGN KEY ("clinic_id","patient_id") REFERENCES "public"."patients"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_replies" ADD CONSTRAINT "message_replies_appointment_same_clinic_fk" FOREIGN KEY ("clinic_id","appointment_id") REFERENCES "public"."appointments"("clinic_id","id") ON DELETE SET NULL ("appointment_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_replies" ADD CONSTRAINT "message_replies_message_same_clinic_fk" FOREIGN KEY ("clinic_id","message_id") REFERENCES "public"."patient_messages"("clinic_id","id") ON DELETE SET NULL ("message_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_messages" ADD CONSTRAINT "patient_messages_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_messages" ADD CONSTRAINT "patient_messages_patient_same_clinic_fk" FOREIGN KEY ("clinic_id","patient_id") REFERENCES "public"."patients"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_messages" ADD CONSTRAINT "patient_messages_appointment_same_clinic_fk" FOREIGN KEY ("clinic_id","appointment_id") REFERENCES "public"."appointments"("clinic_id","id") ON DELETE SET NULL ("appointment_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_links" ADD CONSTRAINT "visit_links_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_links" ADD CONSTRAINT "visit_links_appointment_same_clinic_fk" FOREIGN KEY ("clinic_id","appointment_id") REFERENCES "public"."appointments"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_replies_provider_id_key" ON "message_replies" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "message_replies_clinic_received_idx" ON "message_replies" USING btree ("clinic_id","received_at");--> statement-breakpoint
CREATE INDEX "patient_messages_clinic_created_idx" ON "patient_messages" USING btree ("clinic_id","created_at");--> statement-breakpoint
CREATE INDEX "patient_messages_appointment_idx" ON "patient_messages" USING btree ("clinic_id","appointment_id");--> statement-breakpoint
CREATE INDEX "patient_messages_patient_idx" ON "patient_messages" USING btree ("clinic_id","patient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_messages_provider_id_key" ON "patient_messages" USING btree ("provider_id") WHERE "patient_messages"."provider_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "patient_messages_sms_recipient_idx" ON "patient_messages" USING btree ("recipient","created_at") WHERE "patient_messages"."channel" = 'sms';--> statement-breakpoint
CREATE UNIQUE INDEX "visit_links_token_hash_key" ON "visit_links" USING btree ("token_hash");