// A busy clinic's week for any date asked: 8 practitioners, each with 40 appointments a day on
// every day of the week, back to back from 08:00 to 20:00 on the clinic's clock (18 minutes each).
import { DateTime } from 'luxon';
import type { CalendarAppointment } from '../../src/domain/appointments.js';
import type { PractitionerColumn } from '../../src/web/features/appointments/calendar/time-grid-context';

export const PRACTITIONERS = 8;
export const PER_DAY = 40;
const COLORS = [
  '#1c7ed6',
  '#2f9e44',
  '#e8590c',
  '#7048e8',
  '#c2255c',
  '#0c8599',
  '#f08c00',
  '#5c940d',
];
const FIRST_NAMES = ['Milica', 'Nikola', 'Teodora', 'Dušan', 'Katarina', 'Aleksandar', 'Jovana'];
const LAST_NAMES = ['Radović', 'Stanković', 'Vuković', 'Milošević', 'Pavlović', 'Tomić', 'Simić'];
const SERVICES = ['Physiotherapy session', 'Sports massage', 'Initial assessment'];
const MINUTES = 18;

export const practitioners: PractitionerColumn[] = Array.from(
  { length: PRACTITIONERS },
  (_, n) => ({
    userId: `practitioner-${n}`,
    name: `${FIRST_NAMES[n % 7]} ${LAST_NAMES[(n * 3) % 7]}-${n}`,
    color: COLORS[n]!,
  }),
);

export function busyWeek(date: Date, zone: string): CalendarAppointment[] {
  const monday = DateTime.fromJSDate(date, { zone }).startOf('week');
  const appointments: CalendarAppointment[] = [];
  for (let day = 0; day < 7; day += 1) {
    const opening = monday.plus({ days: day, hours: 8 });
    for (const [p, practitioner] of practitioners.entries()) {
      for (let n = 0; n < PER_DAY; n += 1) {
        const start = opening.plus({ minutes: n * MINUTES });
        const patient = `${FIRST_NAMES[(n + p) % 7]} ${LAST_NAMES[(n * 3 + day) % 7]}`;
        appointments.push({
          id: `${day}-${p}-${n}`,
          title: `${patient} · ${SERVICES[n % 3]}`,
          start: start.toUTC().toISO()!,
          end: start.plus({ minutes: MINUTES }).toUTC().toISO()!,
          therapistId: practitioner.userId,
          labelColor: COLORS[p]!,
          status: 'scheduled',
          patientId: `patient-${n}`,
          patientName: patient,
          serviceId: `service-${n % 3}`,
          serviceName: SERVICES[n % 3]!,
          roomId: null,
          locationId: null,
          seriesId: null,
          noteStatus: null,
        });
      }
    }
  }
  return appointments;
}
