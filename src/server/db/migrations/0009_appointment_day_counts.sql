CREATE TABLE "appointment_day_counts" (
	"clinic_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" "appointment_status",
	"therapist_id" uuid,
	"service_id" uuid,
	"count" integer NOT NULL,
	"seconds" bigint NOT NULL,
	CONSTRAINT "appointment_day_counts_key" UNIQUE NULLS NOT DISTINCT("clinic_id","day","status","therapist_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "appointment_day_counts" ADD CONSTRAINT "appointment_day_counts_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- appointment_day_counts is derived from appointments (decision 015): these functions and
-- triggers keep it exact, the app never writes it. Blocked time (no patient) is not counted.
-- Adds the appointments in `added` and takes away those in `removed`: per clinic-local day, one
-- row per status, one per therapist (time of live statuses only, as liveAppointmentStatuses in
-- src/domain/scheduling.ts) and one per service (completed only). Keys are written in one
-- order, so concurrent writers queue rather than deadlock.
CREATE FUNCTION appointment_day_counts_apply(removed appointments[], added appointments[])
RETURNS void AS $$
BEGIN
  INSERT INTO appointment_day_counts AS d
  SELECT a.clinic_id, (a.starts_at AT TIME ZONE c.time_zone)::date AS day, f.status,
    f.therapist_id, f.service_id, sum(a.sign)::int, sum(a.sign * f.seconds)::bigint
  FROM (
    SELECT r.*, -1 AS sign FROM unnest(removed) r
    UNION ALL
    SELECT r.*, 1 FROM unnest(added) r
  ) a
  JOIN clinics c ON c.id = a.clinic_id
  CROSS JOIN LATERAL (VALUES
    (a.status, NULL::uuid, NULL::uuid, extract(epoch FROM a.ends_at - a.starts_at), true),
    (NULL, a.therapist_id, NULL, CASE WHEN a.status IN ('scheduled', 'confirmed', 'arrived',
      'completed') THEN extract(epoch FROM a.ends_at - a.starts_at) ELSE 0 END, true),
    (NULL, NULL, a.service_id, extract(epoch FROM a.ends_at - a.starts_at),
      a.service_id IS NOT NULL AND a.status = 'completed')
  ) f(status, therapist_id, service_id, seconds, counted)
  WHERE a.patient_id IS NOT NULL AND f.counted
  GROUP BY 1, 2, 3, 4, 5
  -- An update that leaves every counted column as it was changes nothing.
  HAVING sum(a.sign) <> 0 OR sum(a.sign * f.seconds) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (clinic_id, day, status, therapist_id, service_id) DO UPDATE
    SET count = d.count + excluded.count, seconds = d.seconds + excluded.seconds;
  -- Only a removed appointment can bring a row to 0: no empty rows are kept.
  IF cardinality(removed) > 0 THEN
    DELETE FROM appointment_day_counts d
    WHERE d.count = 0 AND (d.clinic_id, d.day) IN (
      SELECT a.clinic_id, (a.starts_at AT TIME ZONE c.time_zone)::date
      FROM unnest(removed) a JOIN clinics c ON c.id = a.clinic_id);
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Once per statement with all its rows (transition tables): an import or a series is one pass.
-- A transition table's rows are records: cast to appointments to match the function's type.
CREATE FUNCTION appointment_day_counts_track() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM appointment_day_counts_apply('{}',
      (SELECT array_agg(n::appointments) FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM appointment_day_counts_apply((SELECT array_agg(o::appointments) FROM old_rows o),
      (SELECT array_agg(n::appointments) FROM new_rows n));
  ELSE
    PERFORM appointment_day_counts_apply((SELECT array_agg(o::appointments) FROM old_rows o),
      '{}');
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER appointment_day_counts_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appointment_day_counts_track();
--> statement-breakpoint
CREATE TRIGGER appointment_day_counts_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appointment_day_counts_track();
--> statement-breakpoint
CREATE TRIGGER appointment_day_counts_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appointment_day_counts_track();
--> statement-breakpoint
-- A clinic's rows counted afresh from its appointments: after its time zone changed (every local
-- day may move) and once for the appointments that existed before this migration.
CREATE FUNCTION appointment_day_counts_rebuild(clinic uuid) RETURNS void AS $$
BEGIN
  DELETE FROM appointment_day_counts WHERE clinic_id = clinic;
  PERFORM appointment_day_counts_apply('{}',
    (SELECT array_agg(a) FROM appointments a WHERE a.clinic_id = clinic));
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION appointment_day_counts_rezone() RETURNS trigger AS $$
BEGIN
  PERFORM appointment_day_counts_rebuild(NEW.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER appointment_day_counts_time_zone AFTER UPDATE OF time_zone ON clinics
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION appointment_day_counts_rezone();
--> statement-breakpoint
SELECT appointment_day_counts_rebuild(id) FROM clinics;
