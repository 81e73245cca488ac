import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  defaultCalendarWindow,
  MAX_APPOINTMENT_MINUTES,
  type CalendarAppointment,
  type VisitNoteState,
} from '../../../domain/appointments.js';
import { MINUTE_MS } from '../../../domain/clinic-time.js';
import { can } from '../../../domain/permissions.js';
import type { ClinicRole } from '../../../domain/roles.js';
import { DEFAULT_LABEL_COLOR } from '../../../domain/scheduling.js';
import { clinicHoursOf } from '../../clinic/clinic-hours.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { appointments, memberships, patients, services, visitNotes } from '../../db/schema.js';

/** Who asks: the clinic scopes every row; the role decides whether note states are shown. */
export interface CalendarViewer {
  clinicId: string;
  role: ClinicRole;
}

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
  locationId: appointments.locationId,
  seriesId: appointments.seriesId,
};

/**
 * A completed patient visit's note: 'none', 'draft' or 'signed' (the enum read as text, so the
 * CASE can also answer 'none'); null for blocked time, visits not completed, and imported ones
 * (their notes stayed in the system they came from).
 */
const noteStatusSql = sql<VisitNoteState | null>`case
  when ${appointments.patientId} is null or ${appointments.status} <> 'completed'
    or ${appointments.importedAt} is not null then null
  when ${visitNotes.id} is null then 'none'
  else ${visitNotes.status}::text end`;

/**
 * One query with its joins: the calendar asks for every visible week. An appointment has at most
 * one note (a unique index), so the note's join adds no rows; members without clinical access
 * get null and the join is left out.
 */
export function selectCalendar(
  db: Db,
  viewer: CalendarViewer,
  where: SQL | undefined,
  order: SQL[] = [asc(appointments.startsAt), asc(appointments.id)],
) {
  const withNotes = can(viewer.role, 'clinical.read');
  const query = db
    .select({
      ...calendarColumns,
      noteStatus: withNotes ? noteStatusSql : sql<VisitNoteState | null>`null`,
    })
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
    .$dynamic();
  const joined = withNotes
    ? query.leftJoin(
        visitNotes,
        and(
          eq(visitNotes.appointmentId, appointments.id),
          eq(visitNotes.clinicId, appointments.clinicId),
        ),
      )
    : query;
  return joined.where(where).orderBy(...order);
}

export interface RangeQuery {
  from: Date;
  to: Date;
  therapistId?: string;
  /** One location's appointments, and blocked time with no location (it holds everywhere). */
  locationId?: string;
  includeCancelled?: boolean;
}

/**
 * Appointments overlapping [from, to). No appointment is longer than MAX_APPOINTMENT_MINUTES, so
 * a lower bound on the start keeps the scan on the (clinic_id, starts_at) index however large
 * the clinic's history is.
 */
export async function listCalendar(
  db: Db,
  viewer: CalendarViewer,
  range: RangeQuery,
): Promise<CalendarAppointment[]> {
  return calendarRangeQuery(db, viewer, range);
}

/**
 * The calendar of `[from, to)`, or, given neither, of the default window around the clinic's
 * today (one week back, seven weeks ahead, from local midnights).
 */
export async function listCalendarWindow(
  // Not the whole AppContext: the benchmarks type-check this file without the server's modules.
  ctx: { db: Db; clock: Clock },
  viewer: CalendarViewer,
  { from, to, ...filters }: Omit<RangeQuery, 'from' | 'to'> & { from?: Date; to?: Date },
): Promise<CalendarAppointment[]> {
  const window =
    from !== undefined && to !== undefined
      ? { from, to }
      : defaultCalendarWindow(
          ctx.clock.now(),
          (await clinicHoursOf(ctx.db, viewer.clinicId)).timeZone,
        );
  return listCalendar(ctx.db, viewer, { ...window, ...filters });
}

/** listCalendar's query itself: the benchmarks run its SQL through the bare driver. */
export function calendarRangeQuery(db: Db, viewer: CalendarViewer, range: RangeQuery) {
  const earliestStart = new Date(range.from.getTime() - MAX_APPOINTMENT_MINUTES * MINUTE_MS);
  return selectCalendar(
    db,
    viewer,
    and(
      eq(appointments.clinicId, viewer.clinicId),
      gte(appointments.startsAt, earliestStart),
      lt(appointments.startsAt, range.to),
      gt(appointments.endsAt, range.from),
      range.therapistId ? eq(appointments.therapistId, range.therapistId) : undefined,
      range.locationId
        ? or(eq(appointments.locationId, range.locationId), isNull(appointments.locationId))
        : undefined,
      range.includeCancelled ? undefined : ne(appointments.status, 'cancelled'),
    ),
  );
}

/** The calendar view of these appointments of the clinic, by start. */
export async function calendarByIds(
  db: Db,
  viewer: CalendarViewer,
  ids: string[],
): Promise<CalendarAppointment[]> {
  if (ids.length === 0) return [];
  return selectCalendar(
    db,
    viewer,
    and(eq(appointments.clinicId, viewer.clinicId), inArray(appointments.id, ids)),
  );
}
