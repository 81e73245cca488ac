CREATE TABLE "online_booking_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"practitioner_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"room_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"date_of_birth" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"appointment_id" uuid,
	"patient_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_booking_requests_clinic_row_key" UNIQUE("clinic_id","id")
);
--> statement-breakpoint
CREATE TABLE "online_booking_settings" (
	"clinic_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"slug" text,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"max_days_ahead" integer DEFAULT 60 NOT NULL,
	"change_window_hours" integer DEFAULT 24 NOT NULL,
	"new_patients_allowed" boolean DEFAULT true NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_booking_settings_values_valid" CHECK ("online_booking_settings"."min_notice_minutes" >= 0 AND "online_booking_settings"."max_days_ahead" > 0 AND "online_booking_settings"."change_window_hours" >= 0 AND (NOT "online_booking_settings"."enabled" OR "online_booking_settings"."slug" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "booked_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "offered_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "offered_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "offered_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "online_booking_requests" ADD CONSTRAINT "online_booking_requests_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_booking_requests" ADD CONSTRAINT "online_booking_requests_practitioner_id_users_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_booking_requests" ADD CONSTRAINT "online_booking_requests_service_same_clinic_fk" FOREIGN KEY ("clinic_id","service_id") REFERENCES "public"."services"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_booking_requests" ADD CONSTRAINT "online_booking_requests_location_same_clinic_fk" FOREIGN KEY ("clinic_id","location_id") REFERENCES "public"."locations"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_booking_requests" ADD CONSTRAINT "online_booking_requests_room_same_clinic_fk" FOREIGN KEY ("clinic_id","room_id") REFERENCES "public"."rooms"("clinic_id","id") ON DELETE SET NULL ("room_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_booking_requests" ADD CONSTRAINT "online_booking_requests_appointment_same_clinic_fk" FOREIGN KEY ("clinic_id","appointment_id") REFERENCES "public"."appointments"("clinic_id","id") ON DELETE SET NULL ("appointment_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_booking_requests" ADD CONSTRAINT "online_booking_requests_patient_same_clinic_fk" FOREIGN KEY ("clinic_id","patient_id") REFERENCES "public"."patients"("clinic_id","id") ON DELETE SET NULL ("patient_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_booking_settings" ADD CONSTRAINT "online_booking_settings_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_booking_requests_practitioner_idx" ON "online_booking_requests" USING btree ("clinic_id","practitioner_id","starts_at");--> statement-breakpoint
CREATE INDEX "online_booking_requests_expires_idx" ON "online_booking_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "online_booking_settings_slug_key" ON "online_booking_settings" USING btree ("slug");