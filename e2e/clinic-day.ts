import { expect, type APIRequestContext } from '@playwright/test';
import { clearRange } from './calendar-helpers';

/** The demo clinic's time zone: "today" in these journeys is its day. */
export const CLINIC_ZONE = 'Europe/Belgrade';

/** Today's date and UTC offset on the clinic's clock, e.g. ['2026-11-26', '+01:00']. */
export function clinicToday(): [string, string] {
  const now = new Date();
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_ZONE }).format(now);
  const offset = new Intl.DateTimeFormat('en', {
    timeZone: CLINIC_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return [date, offset || '+00:00'];
}

/**
 * A new patient of this run booked with the therapist today at `time` (after the demo's
 * visits), for `serviceId` when given. Answers the patient's id.
 */
export async function bookVisitToday(
  request: APIRequestContext,
  visit: {
    therapistId: string;
    time: string;
    minutes: number;
    patient: { firstName: string; lastName: string; email?: string };
    serviceId?: string;
  },
): Promise<string> {
  const [day, offset] = clinicToday();
  const start = new Date(`${day}T${visit.time}:00${offset}`);
  const end = new Date(start.getTime() + visit.minutes * 60_000);
  await clearRange(request, start.toISOString(), end.toISOString());
  const patient = await request.post('/api/v1/patients', {
    data: { ...visit.patient, dateOfBirth: '1984-02-19' },
  });
  expect(patient.status(), await patient.text()).toBe(201);
  const patientId = ((await patient.json()) as { patient: { id: string } }).patient.id;
  const booked = await request.post('/api/v1/appointments', {
    data: {
      patientId,
      therapistId: visit.therapistId,
      ...(visit.serviceId ? { serviceId: visit.serviceId } : {}),
      start: start.toISOString(),
      end: end.toISOString(),
      confirmOutsideOpeningHours: true,
      confirmOutsideWorkingHours: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return patientId;
}
