CREATE TYPE "public"."feedback_category" AS ENUM('bug', 'idea', 'praise', 'other');--> statement-breakpoint
CREATE TYPE "public"."job_priority" AS ENUM('low', 'normal', 'high', 'urgent');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('pending', 'in_progress', 'done');--> statement-breakpoint
CREATE TYPE "public"."job_type" AS ENUM('admin', 'clinical', 'follow_up_call', 'equipment', 'other');--> statement-breakpoint
CREATE TYPE "public"."support_category" AS ENUM('question', 'problem', 'billing', 'account', 'data', 'other');--> statement-breakpoint
CREATE TYPE "public"."triage_status" AS ENUM('new', 'triaged', 'planned', 'done');--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"clinic_id" uuid,
	"category" "feedback_category" NOT NULL,
	"message" text NOT NULL,
	"rating" integer,
	"page" text DEFAULT '' NOT NULL,
	"status" "triage_status" DEFAULT 'new' NOT NULL,
	"internal_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" "job_status" DEFAULT 'pending' NOT NULL,
	"type" "job_type" DEFAULT 'other' NOT NULL,
	"priority" "job_priority" DEFAULT 'normal' NOT NULL,
	"due_on" date,
	"assignee_id" uuid,
	"patient_id" uuid,
	"created_by_id" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "clinic_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "support_category" "support_category";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" "triage_status" DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "internal_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status");--> statement-breakpoint
CREATE INDEX "feedback_user_created_idx" ON "feedback" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_clinic_status_due_idx" ON "jobs" USING btree ("clinic_id","status","due_on");--> statement-breakpoint
CREATE INDEX "jobs_clinic_assignee_idx" ON "jobs" USING btree ("clinic_id","assignee_id");--> statement-breakpoint
CREATE INDEX "jobs_clinic_created_idx" ON "jobs" USING btree ("clinic_id","created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_clinic_actor_created_idx" ON "audit_events" USING btree ("clinic_id","actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_clinic_patient_created_idx" ON "audit_events" USING btree ("clinic_id",("meta"->>'patientId'),"created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_user_created_idx" ON "contact_messages" USING btree ("user_id","created_at");