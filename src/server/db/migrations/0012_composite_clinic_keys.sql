-- hand-written in part: drizzle-kit generated these statements; the unique keys now come before
-- the references that need them, and ON DELETE SET NULL names the reference column only (nulling
-- clinic_id too would break its NOT NULL), which drizzle-kit cannot express. PostgreSQL 15+.
-- A reference between two rows of one clinic is (clinic_id, x_id) -> x(clinic_id, id): the
-- database refuses a row of one clinic that points at another clinic's row. Existing rows are
-- checked as each constraint is added.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_room_id_rooms_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_series_id_appointment_series_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_treatment_plan_id_treatment_plans_id_fk";
--> statement-breakpoint
ALTER TABLE "attachments" DROP CONSTRAINT "attachments_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER TABLE "attachments" DROP CONSTRAINT "attachments_file_id_stored_files_id_fk";
--> statement-breakpoint
ALTER TABLE "diagnoses" DROP CONSTRAINT "diagnoses_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER TABLE "progress_entries" DROP CONSTRAINT "progress_entries_treatment_plan_id_treatment_plans_id_fk";
--> statement-breakpoint
ALTER TABLE "treatment_plans" DROP CONSTRAINT "treatment_plans_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER TABLE "treatment_plans" DROP CONSTRAINT "treatment_plans_diagnosis_id_diagnoses_id_fk";
--> statement-breakpoint
ALTER TABLE "visit_note_addenda" DROP CONSTRAINT "visit_note_addenda_visit_note_id_visit_notes_id_fk";
--> statement-breakpoint
ALTER TABLE "visit_notes" DROP CONSTRAINT "visit_notes_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER TABLE "visit_notes" DROP CONSTRAINT "visit_notes_appointment_id_appointments_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_clinic_row_key" UNIQUE("clinic_id","id");
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_clinic_row_key" UNIQUE("clinic_id","id");
--> statement-breakpoint
ALTER TABLE "diagnoses" ADD CONSTRAINT "diagnoses_clinic_row_key" UNIQUE("clinic_id","id");
--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_clinic_row_key" UNIQUE("clinic_id","id");
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_clinic_row_key" UNIQUE("clinic_id","id");
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_clinic_row_key" UNIQUE("clinic_id","id");
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_clinic_row_key" UNIQUE("clinic_id","id");
--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD CONSTRAINT "treatment_plans_clinic_row_key" UNIQUE("clinic_id","id");
--> statement-breakpoint
ALTER TABLE "visit_notes" ADD CONSTRAINT "visit_notes_clinic_row_key" UNIQUE("clinic_id","id");
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_same_clinic_fk" FOREIGN KEY ("clinic_id","patient_id") REFERENCES "public"."patients"("clinic_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_same_clinic_fk" FOREIGN KEY ("clinic_id","service_id") REFERENCES "public"."services"("clinic_id","id") ON DELETE SET NULL ("service_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_room_same_clinic_fk" FOREIGN KEY ("clinic_id","room_id") REFERENCES "public"."rooms"("clinic_id","id") ON DELETE SET NULL ("room_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_series_same_clinic_fk" FOREIGN KEY ("clinic_id","series_id") REFERENCES "public"."appointment_series"("clinic_id","id") ON DELETE SET NULL ("series_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_plan_same_clinic_fk" FOREIGN KEY ("clinic_id","treatment_plan_id") REFERENCES "public"."treatment_plans"("clinic_id","id") ON DELETE SET NULL ("treatment_plan_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_patient_same_clinic_fk" FOREIGN KEY ("clinic_id","patient_id") REFERENCES "public"."patients"("clinic_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_file_same_clinic_fk" FOREIGN KEY ("clinic_id","file_id") REFERENCES "public"."stored_files"("clinic_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "diagnoses" ADD CONSTRAINT "diagnoses_patient_same_clinic_fk" FOREIGN KEY ("clinic_id","patient_id") REFERENCES "public"."patients"("clinic_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_patient_same_clinic_fk" FOREIGN KEY ("clinic_id","patient_id") REFERENCES "public"."patients"("clinic_id","id") ON DELETE SET NULL ("patient_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "progress_entries" ADD CONSTRAINT "progress_entries_plan_same_clinic_fk" FOREIGN KEY ("clinic_id","treatment_plan_id") REFERENCES "public"."treatment_plans"("clinic_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD CONSTRAINT "treatment_plans_patient_same_clinic_fk" FOREIGN KEY ("clinic_id","patient_id") REFERENCES "public"."patients"("clinic_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD CONSTRAINT "treatment_plans_diagnosis_same_clinic_fk" FOREIGN KEY ("clinic_id","diagnosis_id") REFERENCES "public"."diagnoses"("clinic_id","id") ON DELETE SET NULL ("diagnosis_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "visit_note_addenda" ADD CONSTRAINT "visit_note_addenda_note_same_clinic_fk" FOREIGN KEY ("clinic_id","visit_note_id") REFERENCES "public"."visit_notes"("clinic_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "visit_notes" ADD CONSTRAINT "visit_notes_patient_same_clinic_fk" FOREIGN KEY ("clinic_id","patient_id") REFERENCES "public"."patients"("clinic_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "visit_notes" ADD CONSTRAINT "visit_notes_appointment_same_clinic_fk" FOREIGN KEY ("clinic_id","appointment_id") REFERENCES "public"."appointments"("clinic_id","id") ON DELETE SET NULL ("appointment_id") ON UPDATE no action;
