-- hand-written in part: existing appointments take their room's location, else the clinic's first
CREATE TYPE "public"."schedule_rule_kind" AS ENUM('working', 'break');--> statement-breakpoint
CREATE TABLE "schedule_extra_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"practitioner_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_extra_shifts_clinic_row_key" UNIQUE("clinic_id","id"),
	CONSTRAINT "schedule_extra_shifts_times_check" CHECK ("schedule_extra_shifts"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "schedule_extra_shifts"."end_time" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' and "schedule_extra_shifts"."start_time" < "schedule_extra_shifts"."end_time")
);
--> statement-breakpoint
CREATE TABLE "schedule_leave" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"practitioner_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_leave_clinic_row_key" UNIQUE("clinic_id","id"),
	CONSTRAINT "schedule_leave_dates_check" CHECK ("schedule_leave"."ends_on" >= "schedule_leave"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "schedule_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"practitioner_id" uuid NOT NULL,
	"kind" "schedule_rule_kind" NOT NULL,
	"location_id" uuid,
	"weekday" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"every_n_weeks" smallint DEFAULT 1 NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_rules_clinic_row_key" UNIQUE("clinic_id","id"),
	CONSTRAINT "schedule_rules_times_check" CHECK ("schedule_rules"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "schedule_rules"."end_time" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' and "schedule_rules"."start_time" < "schedule_rules"."end_time"),
	CONSTRAINT "schedule_rules_weekday_check" CHECK ("schedule_rules"."weekday" between 0 and 6),
	CONSTRAINT "schedule_rules_every_check" CHECK ("schedule_rules"."every_n_weeks" between 1 and 52),
	CONSTRAINT "schedule_rules_dates_check" CHECK ("schedule_rules"."ends_on" is null or "schedule_rules"."ends_on" >= "schedule_rules"."starts_on"),
	CONSTRAINT "schedule_rules_location_check" CHECK (("schedule_rules"."kind" = 'working') = ("schedule_rules"."location_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "service_locations" (
	"clinic_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "service_locations_service_id_location_id_pk" PRIMARY KEY("service_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "service_practitioners" (
	"clinic_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"practitioner_id" uuid NOT NULL,
	CONSTRAINT "service_practitioners_service_id_practitioner_id_pk" PRIMARY KEY("service_id","practitioner_id")
);
--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "slot_spacing_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "clinicians_edit_own_schedule" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_before_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_after_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_extra_shifts" ADD CONSTRAINT "schedule_extra_shifts_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_extra_shifts" ADD CONSTRAINT "schedule_extra_shifts_member_fk" FOREIGN KEY ("clinic_id","practitioner_id") REFERENCES "public"."memberships"("clinic_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_extra_shifts" ADD CONSTRAINT "schedule_extra_shifts_location_same_clinic_fk" FOREIGN KEY ("clinic_id","location_id") REFERENCES "public"."locations"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_leave" ADD CONSTRAINT "schedule_leave_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_leave" ADD CONSTRAINT "schedule_leave_member_fk" FOREIGN KEY ("clinic_id","practitioner_id") REFERENCES "public"."memberships"("clinic_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_rules" ADD CONSTRAINT "schedule_rules_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_rules" ADD CONSTRAINT "schedule_rules_member_fk" FOREIGN KEY ("clinic_id","practitioner_id") REFERENCES "public"."memberships"("clinic_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_rules" ADD CONSTRAINT "schedule_rules_location_same_clinic_fk" FOREIGN KEY ("clinic_id","location_id") REFERENCES "public"."locations"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_service_same_clinic_fk" FOREIGN KEY ("clinic_id","service_id") REFERENCES "public"."services"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_location_same_clinic_fk" FOREIGN KEY ("clinic_id","location_id") REFERENCES "public"."locations"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_practitioners" ADD CONSTRAINT "service_practitioners_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_practitioners" ADD CONSTRAINT "service_practitioners_service_same_clinic_fk" FOREIGN KEY ("clinic_id","service_id") REFERENCES "public"."services"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_practitioners" ADD CONSTRAINT "service_practitioners_member_fk" FOREIGN KEY ("clinic_id","practitioner_id") REFERENCES "public"."memberships"("clinic_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_extra_shifts_practitioner_idx" ON "schedule_extra_shifts" USING btree ("clinic_id","practitioner_id");--> statement-breakpoint
CREATE INDEX "schedule_leave_practitioner_idx" ON "schedule_leave" USING btree ("clinic_id","practitioner_id");--> statement-breakpoint
CREATE INDEX "schedule_rules_practitioner_idx" ON "schedule_rules" USING btree ("clinic_id","practitioner_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_location_same_clinic_fk" FOREIGN KEY ("clinic_id","location_id") REFERENCES "public"."locations"("clinic_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_location_start_idx" ON "appointments" USING btree ("location_id","starts_at");--> statement-breakpoint
UPDATE "appointments" SET "location_id" = "rooms"."location_id"
FROM "rooms" WHERE "rooms"."id" = "appointments"."room_id" AND "rooms"."clinic_id" = "appointments"."clinic_id";--> statement-breakpoint
UPDATE "appointments" SET "location_id" = (
  SELECT "locations"."id" FROM "locations" WHERE "locations"."clinic_id" = "appointments"."clinic_id"
  ORDER BY "locations"."created_at", "locations"."id" LIMIT 1
) WHERE "location_id" IS NULL AND "patient_id" IS NOT NULL;
