CREATE TABLE "package_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"patient_package_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"name" text NOT NULL,
	"service_id" uuid NOT NULL,
	"sessions" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_clinic_row_key" UNIQUE("clinic_id","id")
);
--> statement-breakpoint
CREATE TABLE "patient_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"sessions_total" integer NOT NULL,
	"sessions_used" integer DEFAULT 0 NOT NULL,
	"expires_on" text NOT NULL,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_packages_clinic_row_key" UNIQUE("clinic_id","id")
);
--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "no_show_fee_kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "no_show_fee_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "late_cancel_fee_kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "late_cancel_fee_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "late_cancel_window_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "package_redemptions" ADD CONSTRAINT "package_redemptions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_redemptions" ADD CONSTRAINT "package_redemptions_package_same_clinic_fk" FOREIGN KEY ("clinic_id","patient_package_id") REFERENCES "public"."patient_packages"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_redemptions" ADD CONSTRAINT "package_redemptions_appointment_same_clinic_fk" FOREIGN KEY ("clinic_id","appointment_id") REFERENCES "public"."appointments"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_service_same_clinic_fk" FOREIGN KEY ("clinic_id","service_id") REFERENCES "public"."services"("clinic_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_packages" ADD CONSTRAINT "patient_packages_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_packages" ADD CONSTRAINT "patient_packages_patient_same_clinic_fk" FOREIGN KEY ("clinic_id","patient_id") REFERENCES "public"."patients"("clinic_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_packages" ADD CONSTRAINT "patient_packages_package_same_clinic_fk" FOREIGN KEY ("clinic_id","package_id") REFERENCES "public"."packages"("clinic_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_packages" ADD CONSTRAINT "patient_packages_invoice_same_clinic_fk" FOREIGN KEY ("clinic_id","invoice_id") REFERENCES "public"."invoices"("clinic_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "package_redemptions_appointment_key" ON "package_redemptions" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "package_redemptions_package_idx" ON "package_redemptions" USING btree ("patient_package_id");--> statement-breakpoint
CREATE INDEX "packages_clinic_idx" ON "packages" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "patient_packages_patient_idx" ON "patient_packages" USING btree ("clinic_id","patient_id");--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_values_valid" CHECK ("sessions" > 0 AND "price_cents" >= 0 AND "valid_days" > 0);--> statement-breakpoint
ALTER TABLE "patient_packages" ADD CONSTRAINT "patient_packages_sessions_valid" CHECK ("sessions_used" >= 0 AND "sessions_used" <= "sessions_total");--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_fee_kinds_valid" CHECK ("no_show_fee_kind" IN ('none', 'amount', 'percent') AND "late_cancel_fee_kind" IN ('none', 'amount', 'percent') AND "no_show_fee_value" >= 0 AND "late_cancel_fee_value" >= 0 AND "late_cancel_window_hours" >= 0);
