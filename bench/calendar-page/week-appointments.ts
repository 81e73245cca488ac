// 150 appointments for any week asked: 20 therapists, Monday to Friday 08:00–20:00 on the clinic's
// clock, two or three starting in each hour (three or fewer stay separate events).
import { DateTime } from 'luxon';
import type { CalendarAppointment } from '../../src/domain/appointments.js';

export const WEEK_APPOINTMENTS = 150;
const THERAPISTS = 20;
const COLORS = ['#228be6', '#40c057', '#7950f2', '#fd7e14', '#e64980', '#15aabf', '#fab005'];
const FIRST_NAMES = ['Milica', 'Nikola', 'Teodora', 'Dušan', 'Katarina', 'Aleksandar', 'Jovana'];
const LAST_NAMES = ['Radović', 'Stanković', 'Vuković', 'Milošević', 'Pavlović', 'Tomić', 'Simić'];
const SERVICES = ['Physiotherapy session', 'Sports massage', 'Initial assessment'];

/** The first event's title tells one week's answer from another's. */
export function weekAppointments(from: Date, zone: string): CalendarAppointment[] {
  const monday = DateTime.fromJSDate(from, { zone }).startOf('week');
  const week = Math.round(monday.toMillis() / (7 * 24 * 3600 * 1000));
  const appointments: CalendarAppointment[] = [];
  for (let n = 0; n < WEEK_APPOINTMENTS; n += 1) {
    const hourSlot = Math.floor((n * 60) / WEEK_APPOINTMENTS); // 60 hours: 5 days x 12
    const inHour = n - Math.ceil((hourSlot * WEEK_APPOINTMENTS) / 60);
    const start = monday.plus({
      days: Math.floor(hourSlot / 12),
      hours: 8 + (hourSlot % 12),
      minutes: 15 * inHour,
    });
    const patient = `${FIRST_NAMES[(n + week) % 7]} ${LAST_NAMES[(n * 3 + week) % 7]}`;
    const service = SERVICES[n % 3]!;
    appointments.push({
      id: `${week}-${n}`,
      title: `${patient} · ${service}`,
      start: start.toUTC().toISO()!,
      end: start.plus({ minutes: 45 }).toUTC().toISO()!,
      therapistId: `therapist-${n % THERAPISTS}`,
      labelColor: COLORS[(n % THERAPISTS) % COLORS.length]!,
      status: 'scheduled',
      patientId: `patient-${n}`,
      patientName: patient,
      serviceId: `service-${n % 3}`,
      serviceName: service,
      roomId: null,
      locationId: null,
      seriesId: null,
      noteStatus: null,
    });
  }
  return appointments;
}
