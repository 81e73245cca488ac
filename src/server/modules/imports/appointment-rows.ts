import { instantOfLocal } from '../../../domain/clinic-time.js';
import { dateFormatsMessage, type DateOrder } from '../../../domain/import-dates.js';
import {
  importAppointmentStatus,
  importDate,
  importTime,
  type ImportRowError,
} from '../../../domain/imports.js';
import { MAX_APPOINTMENT_MINUTES } from '../../../domain/appointments.js';
import type { AppointmentStatus } from '../../../domain/scheduling.js';
import { HttpError } from '../../http-errors.js';
import { assertSensibleInterval } from '../appointments/booking.js';
import type { Interval } from '../appointments/conflicts.js';
import type { Lookup, PatientKey } from './appointment-references.js';
import { cellsOf, type ParsedCsv } from './csv.js';
import { letOthersRun } from '../../yielding.js';

export interface AppointmentCandidate {
  line: number;
  patientId: string;
  therapistId: string;
  serviceId: string | null;
  /** The service's price: what the visit is invoiced at. */
  priceCents: number | null;
  interval: Interval;
  status: AppointmentStatus;
  notes: string;
}

interface References {
  therapist(value: string): Lookup<string>;
  service(value: string): Lookup<{ id: string; durationMinutes: number; priceMinor: number }>;
  patient(key: PatientKey): Promise<Lookup<string>>;
}

const NOTES_MAX = 5000;
/** Rows resolved between two chances for other requests to run. */
const ROWS_PER_TURN = 250;

/** A local date and minutes since midnight in the clinic's zone, as an instant. */
const instantOf = instantOfLocal;

/**
 * Every data row resolved: its patient (email, or name and date of birth), therapist (email or
 * name), service (name), and its time in the clinic's time zone. One error per failing field.
 */
export async function appointmentRowsOf(
  parsed: ParsedCsv,
  mapping: Record<string, string>,
  refs: References,
  timeZone: string,
  dateOrders: Record<string, DateOrder> = {},
) {
  const cellsOfRow = cellsOf(parsed.headers, mapping);
  const candidates: AppointmentCandidate[] = [];
  const errors: ImportRowError[] = [];
  for (const [index, row] of parsed.rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await letOthersRun();
    const cells = cellsOfRow(row);
    const before = errors.length;
    const fail = (field: string, message: string) => errors.push({ row: row.line, field, message });
    const need = <T>(field: string, lookup: Lookup<T>): T | null => {
      if ('found' in lookup) return lookup.found;
      fail(field, lookup.problem);
      return null;
    };
    const blank = (field: string) => !cells[field];

    let patientId: string | null = null;
    if (!blank('patientEmail'))
      patientId = need('patientEmail', await refs.patient({ email: cells.patientEmail }));
    else if (blank('patientFirstName') || blank('patientLastName'))
      fail('patientEmail', 'Give the patient’s email, or first and last name.');
    else {
      const dateOfBirth = blank('patientDateOfBirth')
        ? undefined
        : importDate(cells.patientDateOfBirth!, dateOrders.patientDateOfBirth);
      if (dateOfBirth === null)
        fail('patientDateOfBirth', dateFormatsMessage(dateOrders.patientDateOfBirth));
      else
        patientId = need(
          'patientFirstName',
          await refs.patient({
            firstName: cells.patientFirstName,
            lastName: cells.patientLastName,
            dateOfBirth,
          }),
        );
    }

    const therapistId = blank('therapist')
      ? (fail('therapist', 'Therapist is required.'), null)
      : need('therapist', refs.therapist(cells.therapist!));
    const service = blank('service') ? null : need('service', refs.service(cells.service!));

    const date = blank('date') ? null : importDate(cells.date!, dateOrders.date);
    if (!date)
      fail('date', blank('date') ? 'Date is required.' : dateFormatsMessage(dateOrders.date));
    const start = blank('startTime') ? null : importTime(cells.startTime!);
    if (start === null)
      fail('startTime', blank('startTime') ? 'Start time is required.' : 'Use HH:mm, e.g. 09:30.');

    let minutes: number | null = null;
    if (!blank('endTime')) {
      const end = importTime(cells.endTime!);
      if (end === null) fail('endTime', 'Use HH:mm, e.g. 10:15.');
      else if (start !== null) minutes = end - start;
    } else if (!blank('durationMinutes')) {
      const duration = Number(cells.durationMinutes);
      if (!Number.isInteger(duration) || duration < 1 || duration > MAX_APPOINTMENT_MINUTES)
        fail('durationMinutes', `Use whole minutes from 1 to ${MAX_APPOINTMENT_MINUTES}.`);
      else minutes = duration;
    } else if (service) minutes = service.durationMinutes;
    else if (blank('service')) fail('endTime', 'Give an end time, a duration or a service.');

    const status = blank('status') ? 'scheduled' : importAppointmentStatus(cells.status!);
    if (!status)
      fail('status', 'Use scheduled, confirmed, arrived, completed, cancelled or no-show.');
    const notes = cells.notes ?? '';
    if (notes.length > NOTES_MAX) fail('notes', `Use at most ${NOTES_MAX} characters.`);

    let interval: Interval | null = null;
    if (date && start !== null && minutes !== null) {
      const startsAt = instantOf(date, start, timeZone);
      interval = { start: startsAt, end: new Date(startsAt.getTime() + minutes * 60_000) };
      try {
        assertSensibleInterval(interval);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        fail(blank('endTime') ? 'durationMinutes' : 'endTime', error.message);
      }
    }

    if (errors.length === before && patientId && therapistId && interval && status)
      candidates.push({
        line: row.line,
        patientId,
        therapistId,
        serviceId: service?.id ?? null,
        priceCents: service?.priceMinor ?? null,
        interval,
        status,
        notes,
      });
  }
  return { candidates, errors };
}
