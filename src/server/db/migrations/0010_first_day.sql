ALTER TABLE "clinics" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "locale" text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "tax_rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "settings_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "setup_checklist_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "takes_appointments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Therapists, and anyone who already has appointments, keep appearing as practitioners.
UPDATE "memberships" m SET "takes_appointments" = true
WHERE m."role" = 'therapist'
   OR EXISTS (
     SELECT 1 FROM "appointments" a
     WHERE a."clinic_id" = m."clinic_id" AND a."therapist_id" = m."user_id"
   );
--> statement-breakpoint
-- A clinic that has filled in its contact details has done the checklist's first step.
UPDATE "clinics" SET "settings_saved_at" = "created_at"
WHERE "address" <> '' OR "phone" <> '' OR "email" <> '';
