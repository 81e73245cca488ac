import { and, asc, eq } from 'drizzle-orm';
import {
  DAY_MS,
  instantOfWallClock,
  MINUTE_MS,
  wallClockOf,
  wallDate,
  wallMidnight,
} from '../../domain/clinic-time.js';
import { ruleHoldsOn, workingTime } from '../../domain/availability.js';
import { containedIn, type Span } from '../../domain/intervals.js';
import type { AppointmentStatus } from '../../domain/scheduling.js';
import type { Db } from './client.js';
import {
  appointments,
  clinics,
  memberships,
  patients,
  rooms,
  serviceLocations,
  servicePractitioners,
  services,
  users,
} from './schema.js';
import { demoRecordOf } from './seed-patient-records.js';
import { practitionerSchedules } from './seed-schedules.js';

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

interface Workplace {
  locationId: string;
  roomId: string | null;
  working: Span[];
}

/**
 * Where an appointment from `startsAt` to `endsAt` takes place: the workplace whose working time
 * holds it, null when the clinic keeps no schedule for the therapist (anywhere goes), undefined
 * when they are off work then.
 */
function placeFor(workplaces: Workplace[] | undefined, startsAt: Date, endsAt: Date) {
  if (!workplaces) return null;
  const span = { start: startsAt.getTime(), end: endsAt.getTime() };
  return workplaces.find((place) => containedIn(place.working, span));
}

/**
 * Demo patients and a realistic week around `now` for the clinic's therapists (weekdays from
 * three days before to four days after): completed and a few no-shows in the past, some
 * confirmed ones ahead, a few cancelled, and a weekly team meeting. Services and rooms are used
 * when the clinic has them. A therapist with a schedule is booked only inside their working time
 * (never on leave, in a break or after hours), in a room of the location they work at.
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
  const offeredAt = await tx
    .select()
    .from(serviceLocations)
    .where(eq(serviceLocations.clinicId, clinicId));
  const offeredBy = await tx
    .select()
    .from(servicePractitioners)
    .where(eq(servicePractitioners.clinicId, clinicId));
  /** Whether the service is offered by the therapist at the location (no list: by all, at all). */
  const offers = (serviceId: string, therapistId: string, locationId: string | null) => {
    const at = offeredAt.filter((row) => row.serviceId === serviceId);
    const by = offeredBy.filter((row) => row.serviceId === serviceId);
    return (
      (at.length === 0 || at.some((row) => row.locationId === locationId)) &&
      (by.length === 0 || by.some((row) => row.practitionerId === therapistId))
    );
  };
  const clinicRooms = await tx
    .select({ id: rooms.id, locationId: rooms.locationId })
    .from(rooms)
    .where(and(eq(rooms.clinicId, clinicId), eq(rooms.active, true)))
    .orderBy(asc(rooms.name));
  const schedules = await practitionerSchedules(tx, clinicId);

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
        consentToSms: i % 3 !== 2,
        ...demoRecordOf(i, `${demoPatients[(i + 7) % demoPatients.length]![0]} ${lastName}`),
        consentToTreatmentOn: wallDate(wallClockOf(now, timeZone)),
        primaryTherapistId: therapists.length > 0 ? therapists[i % therapists.length]!.id : null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: patients.id });

  /**
   * Where each therapist works on a day, with their working time there and a room of that
   * location no colleague working there that day has. Empty when the clinic keeps no schedules:
   * then every slot is taken as working time.
   */
  function workplacesOn(date: string) {
    const byTherapist = new Map<string, Workplace[]>();
    const takenRooms = new Map<string, number>();
    for (const therapist of therapists) {
      const schedule = schedules.get(therapist.id);
      if (!schedule) continue;
      const locationIds = new Set([
        ...schedule.workingHours
          .filter((rule) => ruleHoldsOn(rule, date))
          .map((rule) => rule.locationId),
        ...schedule.extraShifts.filter((shift) => shift.date === date).map((s) => s.locationId),
      ]);
      byTherapist.set(
        therapist.id,
        [...locationIds].map((locationId) => {
          const here = clinicRooms.filter((room) => room.locationId === locationId);
          const index = takenRooms.get(locationId) ?? 0;
          takenRooms.set(locationId, index + 1);
          return {
            locationId,
            roomId: here[index]?.id ?? null,
            working: workingTime(schedule, locationId, [date], timeZone),
          };
        }),
      );
    }
    return byTherapist;
  }

  const today = wallMidnight(wallClockOf(now, timeZone));
  const rows: Array<typeof appointments.$inferInsert> = [];
  let n = 0;
  for (let offset = -3; offset <= 4; offset += 1) {
    const midnight = today + offset * DAY_MS;
    const weekday = new Date(midnight).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const date = wallDate(midnight);
    const workplaces = workplacesOn(date);
    therapists.forEach((therapist, t) => {
      const workplace = workplaces.get(therapist.id);
      slotTimes.forEach((time, s) => {
        if ((offset + s + t) % 4 === 3) return; // a few free slots
        n += 1;
        const startsAt = atLocal(midnight, time, timeZone);
        const endsAtFor = (service: (typeof clinicServices)[number] | null) =>
          new Date(
            startsAt.getTime() +
              Math.min(service?.durationMinutes ?? DEFAULT_MINUTES, SLOT_MINUTES) * MINUTE_MS,
          );
        // The services in turn, the first one the therapist offers where they work then.
        const turn = clinicServices.map((_, i) => clinicServices[(n + i) % clinicServices.length]!);
        const service =
          turn.find((candidate) => {
            const place = placeFor(workplace, startsAt, endsAtFor(candidate));
            return (
              place !== undefined && offers(candidate.id, therapist.id, place?.locationId ?? null)
            );
          }) ?? null;
        if (clinicServices.length > 0 && service === null) return; // off work, or nothing offered
        const endsAt = endsAtFor(service);
        const place = placeFor(workplace, startsAt, endsAt);
        if (place === undefined) return; // off work: on leave, a day off, after hours
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
          priceCents: service?.priceMinor ?? null,
          roomId: place
            ? place.roomId
            : clinicRooms.length >= therapists.length
              ? clinicRooms[t]!.id
              : null,
          locationId: place?.locationId ?? null,
          startsAt,
          endsAt,
          status,
          cancelReason: status === 'cancelled' ? 'Patient asked to reschedule' : null,
          createdAt: now,
          updatedAt: now,
        });
      });
      // Wednesday's team meeting: blocked time for every therapist.
      const meetingStarts = atLocal(midnight, '13:00', timeZone);
      const meetingEnds = atLocal(midnight, '13:45', timeZone);
      const meetingPlace = placeFor(workplace, meetingStarts, meetingEnds);
      if (weekday === 3 && meetingPlace !== undefined) {
        const endsAt = meetingEnds;
        rows.push({
          clinicId,
          therapistId: therapist.id,
          locationId: meetingPlace?.locationId ?? null,
          title: 'Team meeting',
          startsAt: meetingStarts,
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
