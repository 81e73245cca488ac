import { and, asc, eq, gt, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { MAX_APPOINTMENT_MINUTES, type CalendarAppointment } from '../../../domain/appointments.js';
import { MINUTE_MS } from '../../../domain/clinic-time.js';
import { DEFAULT_LABEL_COLOR } from '../../../domain/scheduling.js';
import type { Db } from '../../db/client.js';
import { appointments, memberships, patients, services } from '../../db/schema.js';

/** The patient's full name (plus ' · ' and the service), or blocked time's own title. */
export const titleSql = sql<string>`case when ${patients.id} is null then ${appointments.title}
  else ${patients.firstName} || ' ' || ${patients.lastName} || coalesce(' · ' || ${services.name}, '') end`;

/** An instant as JavaScript's toISOString() writes it, made by the database (no Date per row). */
const isoInstant = (column: typeof appointments.startsAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const calendarColumns = {
  id: appointments.id,
  title: titleSql,
  start: isoInstant(appointments.startsAt),
  end: isoInstant(appointments.endsAt),
  therapistId: appointments.therapistId,
  // The appointment's own colour, else its service's, else its therapist's, else the default.
  labelColor: sql<string>`coalesce(${appointments.labelColor}, ${services.color}, ${memberships.calendarColor}, ${DEFAULT_LABEL_COLOR})`,
  status: appointments.status,
  patientId: appointments.patientId,
  patientName: sql<string | null>`${patients.firstName} || ' ' || ${patients.lastName}`,
  serviceId: appointments.serviceId,
  serviceName: services.name,
  roomId: appointments.roomId,
  seriesId: appointments.seriesId,
};

/** One query with its joins: the calendar asks for every visible week. */
export const selectCalendar = (
  db: Db,
  where: SQL | undefined,
  order: SQL[] = [asc(appointments.startsAt), asc(appointments.id)],
) =>
  db
    .select(calendarColumns)
    .from(appointments)
    .leftJoin(patients, eq(patients.id, appointments.patientId))
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(
      memberships,
      and(
        eq(memberships.userId, appointments.therapistId),
        eq(memberships.clinicId, appointments.clinicId),
      ),
    )
    .where(where)
    .orderBy(...order);

export interface RangeQuery {
  from: Date;
  to: Date;
  therapistId?: string;
  includeCancelled?: boolean;
}

/**
 * Appointments overlapping [from, to). No appointment is longer than MAX_APPOINTMENT_MINUTES, so
 * a lower bound on the start keeps the scan on the (clinic_id, starts_at) index however large
 * the clinic's history is.
 */
export async function listCalendar(
  db: Db,
  clinicId: string,
  range: RangeQuery,
): Promise<CalendarAppointment[]> {
  return calendarRangeQuery(db, clinicId, range);
}

/** listCalendar's query itself: the benchmarks run its SQL through the bare driver. */
export function calendarRangeQuery(db: Db, clinicId: string, range: RangeQuery) {
  const earliestStart = new Date(range.from.getTime() - MAX_APPOINTMENT_MINUTES * MINUTE_MS);
  return selectCalendar(
    db,
    and(
      eq(appointments.clinicId, clinicId),
      gte(appointments.startsAt, earliestStart),
      lt(appointments.startsAt, range.to),
      gt(appointments.endsAt, range.from),
      range.therapistId ? eq(appointments.therapistId, range.therapistId) : undefined,
      range.includeCancelled ? undefined : ne(appointments.status, 'cancelled'),
    ),
  );
}

/** The calendar view of these appointments of the clinic, by start. */
export async function calendarByIds(
  db: Db,
  clinicId: string,
  ids: string[],
): Promise<CalendarAppointment[]> {
  if (ids.length === 0) return [];
  return selectCalendar(
    db,
    and(eq(appointments.clinicId, clinicId), inArray(appointments.id, ids)),
  );
}
