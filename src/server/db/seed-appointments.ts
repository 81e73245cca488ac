import { and, asc, eq } from 'drizzle-orm';
import {
  DAY_MS,
  instantOfWallClock,
  MINUTE_MS,
  wallClockOf,
  wallDate,
  wallMidnight,
} from '../../domain/clinic-time.js';
import type { AppointmentStatus } from '../../domain/scheduling.js';
import type { Db } from './client.js';
import { appointments, clinics, memberships, patients, rooms, services, users } from './schema.js';
import { demoRecordOf } from './seed-patient-records.js';

/** Invented people: any likeness to real persons is coincidence. */
const demoPatients = [
  ['Milica', 'Radović', '1986-03-14'],
  ['Nikola', 'Stanković', '1979-11-02'],
  ['Teodora', 'Vuković', '1994-07-21'],
  ['Dušan', 'Milošević', '1968-01-30'],
  ['Katarina', 'Pavlović', '2001-09-09'],
  ['Aleksandar', 'Tomić', '1990-05-17'],
  ['Jovana', 'Đorđević', '1983-12-05'],
  ['Vuk', 'Simić', '1975-04-26'],
  ['Sara', 'Lazić', '1998-02-11'],
  ['Filip', 'Kostić', '1988-08-08'],
  ['Anđela', 'Mitrović', '1992-10-19'],
  ['Bojan', 'Živković', '1965-06-03'],
  ['Nevena', 'Obradović', '1999-03-27'],
  ['Petar', 'Ristić', '1981-07-12'],
  ['Lena', 'Popović', '2003-01-23'],
] as const;

/** Every therapist works on the same grid, so one slot never overlaps another of the same day. */
const slotTimes = ['09:00', '10:00', '11:30', '14:00', '15:30'];
const SLOT_MINUTES = 60;
const DEFAULT_MINUTES = 45;

const atLocal = (midnight: number, hhmm: string, timeZone: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return instantOfWallClock(midnight + (hours! * 60 + minutes!) * MINUTE_MS, timeZone);
};

/**
 * Demo patients and a realistic week around `now` for the clinic's therapists (weekdays from
 * three days before to four days after): completed and a few no-shows in the past, some
 * confirmed ones ahead, a few cancelled, and a weekly team meeting. Services and rooms are used
 * when the clinic has them.
 */
export async function seedDemoAppointments(tx: Db, clinicId: string, now: Date): Promise<void> {
  const [clinic] = await tx
    .select({ timeZone: clinics.timeZone })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  const timeZone = clinic!.timeZone;
  const therapists = await tx
    .select({ id: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.clinicId, clinicId), eq(memberships.role, 'therapist')))
    .orderBy(asc(users.email));
  const clinicServices = await tx
    .select()
    .from(services)
    .where(and(eq(services.clinicId, clinicId), eq(services.active, true)))
    .orderBy(asc(services.name));
  const clinicRooms = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.clinicId, clinicId), eq(rooms.active, true)))
    .orderBy(asc(rooms.name));

  const patientRows = await tx
    .insert(patients)
    .values(
      demoPatients.map(([firstName, lastName, dateOfBirth], i) => ({
        clinicId,
        firstName,
        lastName,
        dateOfBirth,
        phone: `+381 6${i % 10} ${String(200 + i * 7).padStart(3, '0')} ${String(1000 + i * 131).slice(0, 4)}`,
        email: `${firstName}.${lastName}`
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z.]/g, '')
          .concat('@example.com'),
        consentToContact: i % 4 !== 3,
        ...demoRecordOf(i, `${demoPatients[(i + 7) % demoPatients.length]![0]} ${lastName}`),
        consentToTreatmentOn: wallDate(wallClockOf(now, timeZone)),
        primaryTherapistId: therapists.length > 0 ? therapists[i % therapists.length]!.id : null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: patients.id });

  const today = wallMidnight(wallClockOf(now, timeZone));
  const rows: Array<typeof appointments.$inferInsert> = [];
  let n = 0;
  for (let offset = -3; offset <= 4; offset += 1) {
    const midnight = today + offset * DAY_MS;
    const weekday = new Date(midnight).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    therapists.forEach((therapist, t) => {
      slotTimes.forEach((time, s) => {
        if ((offset + s + t) % 4 === 3) return; // a few free slots
        n += 1;
        const service = clinicServices.length ? clinicServices[n % clinicServices.length]! : null;
        const minutes = Math.min(service?.durationMinutes ?? DEFAULT_MINUTES, SLOT_MINUTES);
        const startsAt = atLocal(midnight, time, timeZone);
        const endsAt = new Date(startsAt.getTime() + minutes * MINUTE_MS);
        // Consecutive indices within one slot: no patient is in two places at once.
        const slotIndex = (offset + 3) * slotTimes.length + s;
        const patient = patientRows[(slotIndex * therapists.length + t) % patientRows.length]!;
        const past = endsAt <= now;
        const status: AppointmentStatus =
          n % 11 === 0
            ? 'cancelled'
            : past
              ? n % 7 === 0
                ? 'no_show'
                : 'completed'
              : n % 3 === 0
                ? 'confirmed'
                : 'scheduled';
        rows.push({
          clinicId,
          patientId: patient.id,
          therapistId: therapist.id,
          serviceId: service?.id ?? null,
          roomId: clinicRooms.length >= therapists.length ? clinicRooms[t]!.id : null,
          startsAt,
          endsAt,
          status,
          cancelReason: status === 'cancelled' ? 'Patient asked to reschedule' : null,
          createdAt: now,
          updatedAt: now,
        });
      });
      // Wednesday's team meeting: blocked time for every therapist.
      if (weekday === 3) {
        const endsAt = atLocal(midnight, '13:45', timeZone);
        rows.push({
          clinicId,
          therapistId: therapist.id,
          title: 'Team meeting',
          startsAt: atLocal(midnight, '13:00', timeZone),
          endsAt,
          status: endsAt <= now ? 'completed' : 'scheduled',
          createdAt: now,
          updatedAt: now,
        });
      }
    });
  }
  if (rows.length > 0) await tx.insert(appointments).values(rows);
}
