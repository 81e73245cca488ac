-- hand-written in part: location_id is filled in before it becomes NOT NULL
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_clinic_row_key" UNIQUE("clinic_id","id")
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locations_clinic_idx" ON "locations" USING btree ("clinic_id");--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_location_same_clinic_fk" FOREIGN KEY ("clinic_id","location_id") REFERENCES "public"."locations"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rooms_location_idx" ON "rooms" USING btree ("location_id");--> statement-breakpoint
-- Every existing clinic gets one location holding its current address, phone, hours and rooms.
INSERT INTO "locations" ("clinic_id", "name", "address", "phone", "opening_hours", "created_at", "updated_at")
SELECT "id", CASE WHEN btrim("name") = '' THEN 'Main location' ELSE "name" END,
       "address", "phone", "opening_hours", now(), now()
FROM "clinics";--> statement-breakpoint
UPDATE "rooms" SET "location_id" = "locations"."id"
FROM "locations" WHERE "locations"."clinic_id" = "rooms"."clinic_id";--> statement-breakpoint
ALTER TABLE "rooms" ALTER COLUMN "location_id" SET NOT NULL;
