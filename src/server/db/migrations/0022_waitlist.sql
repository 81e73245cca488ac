CREATE TABLE "waitlist_offer_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"wish_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"outcome" text DEFAULT 'offered' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offer_recipients_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "waitlist_offer_recipients_outcome_valid" CHECK ("waitlist_offer_recipients"."outcome" IN ('offered', 'accepted', 'taken_by_other', 'lapsed'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"practitioner_id" uuid NOT NULL,
	"location_id" uuid,
	"room_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"freed_appointment_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offers_clinic_row_key" UNIQUE("clinic_id","id"),
	CONSTRAINT "waitlist_offers_values_valid" CHECK ("waitlist_offers"."status" IN ('open', 'taken', 'lapsed') AND "waitlist_offers"."ends_at" > "waitlist_offers"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "waitlist_wishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"practitioner_id" uuid,
	"location_id" uuid,
	"weekdays" smallint[] NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	"until" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"source" text NOT NULL,
	"appointment_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_wishes_clinic_row_key" UNIQUE("clinic_id","id"),
	CONSTRAINT "waitlist_wishes_values_valid" CHECK ("waitlist_wishes"."status" IN ('waiting', 'booked', 'removed', 'lapsed') AND "waitlist_wishes"."source" IN ('staff', 'portal') AND "waitlist_wishes"."to_time" > "waitlist_wishes"."from_time")
);
--> statement-breakpoint
ALTER TABLE "waitlist_offer_recipients" ADD CONSTRAINT "waitlist_offer_recipients_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offer_recipients" ADD CONSTRAINT "waitlist_offer_recipients_offer_same_clinic_fk" FOREIGN KEY ("clinic_id","offer_id") REFERENCES "public"."waitlist_offers"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offer_recipients" ADD CONSTRAINT "waitlist_offer_recipients_wish_same_clinic_fk" FOREIGN KEY ("clinic_id","wish_id") REFERENCES "public"."waitlist_wishes"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_practitioner_id_users_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_location_same_clinic_fk" FOREIGN KEY ("clinic_id","location_id") REFERENCES "public"."locations"("clinic_id","id") ON DELETE SET NULL ("location_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_room_same_clinic_fk" FOREIGN KEY ("clinic_id","room_id") REFERENCES "public"."rooms"("clinic_id","id") ON DELETE SET NULL ("room_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_freed_appointment_same_clinic_fk" FOREIGN KEY ("clinic_id","freed_appointment_id") REFERENCES "public"."appointments"("clinic_id","id") ON DELETE SET NULL ("freed_appointment_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_appointment_same_clinic_fk" FOREIGN KEY ("clinic_id","appointment_id") REFERENCES "public"."appointments"("clinic_id","id") ON DELETE SET NULL ("appointment_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_wishes" ADD CONSTRAINT "waitlist_wishes_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_wishes" ADD CONSTRAINT "waitlist_wishes_practitioner_id_users_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_wishes" ADD CONSTRAINT "waitlist_wishes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_wishes" ADD CONSTRAINT "waitlist_wishes_patient_same_clinic_fk" FOREIGN KEY ("clinic_id","patient_id") REFERENCES "public"."patients"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_wishes" ADD CONSTRAINT "waitlist_wishes_service_same_clinic_fk" FOREIGN KEY ("clinic_id","service_id") REFERENCES "public"."services"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_wishes" ADD CONSTRAINT "waitlist_wishes_location_same_clinic_fk" FOREIGN KEY ("clinic_id","location_id") REFERENCES "public"."locations"("clinic_id","id") ON DELETE SET NULL ("location_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_wishes" ADD CONSTRAINT "waitlist_wishes_appointment_same_clinic_fk" FOREIGN KEY ("clinic_id","appointment_id") REFERENCES "public"."appointments"("clinic_id","id") ON DELETE SET NULL ("appointment_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_offer_recipients_offer_idx" ON "waitlist_offer_recipients" USING btree ("clinic_id","offer_id");--> statement-breakpoint
CREATE INDEX "waitlist_offer_recipients_wish_idx" ON "waitlist_offer_recipients" USING btree ("clinic_id","wish_id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_status_idx" ON "waitlist_offers" USING btree ("clinic_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "waitlist_wishes_status_idx" ON "waitlist_wishes" USING btree ("clinic_id","status");