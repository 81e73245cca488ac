import { and, eq } from 'drizzle-orm';
import type { PractitionerSchedule } from '../../domain/availability.js';
import { DAY_MS, wallClockOf, wallDate, wallMidnight } from '../../domain/clinic-time.js';
import type { Db } from './client.js';
import {
  clinics,
  locations,
  memberships,
  scheduleExtraShifts,
  scheduleLeave,
  scheduleRules,
  users,
} from './schema.js';

type LocationName = 'Centar' | 'Liman';
interface DemoSpan {
  location: LocationName;
  weekdays: number[];
  start: string;
  end: string;
  everyNWeeks?: number;
}

const MON_TO_FRI = [1, 2, 3, 4, 5];

/**
 * Who works where and when, by demo login. Maja works full time at Centar, Stefan at both
 * places, Jelena part time; Ana, the owner, sees patients two mornings a week and every other
 * Saturday. The calendar's demo appointments are generated inside these hours.
 */
export const demoWeeks: Record<string, DemoSpan[]> = {
  'owner@demo-physio.example': [
    { location: 'Centar', weekdays: [1, 3], start: '08:00', end: '12:30' },
    { location: 'Centar', weekdays: [6], start: '09:00', end: '13:00', everyNWeeks: 2 },
  ],
  'therapist1@demo-physio.example': [
    { location: 'Centar', weekdays: MON_TO_FRI, start: '08:00', end: '16:30' },
  ],
  'therapist2@demo-physio.example': [
    { location: 'Centar', weekdays: [1, 3, 5], start: '08:30', end: '16:30' },
    { location: 'Liman', weekdays: [2, 4], start: '09:00', end: '17:00' },
  ],
  'therapist3@demo-physio.example': [
    { location: 'Centar', weekdays: [2, 4], start: '09:00', end: '17:00' },
    { location: 'Liman', weekdays: [3], start: '12:00', end: '18:00' },
  ],
};

/** Everyone's lunch. */
const LUNCH = { start: '12:30', end: '13:00' };
/** Maja is away the whole of next week. */
const ON_LEAVE = 'therapist1@demo-physio.example';
/** Stefan covers the coming Saturday morning at Centar. */
const EXTRA_SATURDAY = 'therapist2@demo-physio.example';

const plusDays = (date: string, days: number) =>
  wallDate(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);

/**
 * The demo team's weekly hours per location, lunch breaks, a week of leave and an extra
 * Saturday, relative to `now` in the clinic's time zone.
 */
export async function seedDemoSchedules(tx: Db, clinicId: string, now: Date): Promise<void> {
  const [clinic] = await tx
    .select({ timeZone: clinics.timeZone })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  const today = wallDate(wallMidnight(wallClockOf(now, clinic!.timeZone)));
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const nextMonday = plusDays(today, (8 - weekday) % 7 || 7);
  const comingSaturday = plusDays(today, (6 - weekday + 7) % 7 || 7);
  // Rules that began long ago, so the past weeks of the calendar have hours too.
  const startsOn = plusDays(today, -364);

  const places = await tx
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.clinicId, clinicId));
  const locationId = (name: LocationName) => places.find((place) => place.name === name)?.id;
  const team = await tx
    .select({ userId: memberships.userId, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.clinicId, clinicId), eq(memberships.takesAppointments, true)));

  for (const member of team) {
    const week = demoWeeks[member.email];
    if (!week) continue;
    const common = { clinicId, practitionerId: member.userId, startsOn };
    const working = week.flatMap((span) =>
      span.weekdays.map((day) => ({
        ...common,
        kind: 'working' as const,
        locationId: locationId(span.location) ?? null,
        weekday: day,
        startTime: span.start,
        endTime: span.end,
        everyNWeeks: span.everyNWeeks ?? 1,
      })),
    );
    const workdays = [
      ...new Set(working.filter((rule) => rule.weekday !== 6).map((r) => r.weekday)),
    ];
    const breaks = workdays.map((day) => ({
      ...common,
      kind: 'break' as const,
      locationId: null,
      weekday: day,
      startTime: LUNCH.start,
      endTime: LUNCH.end,
    }));
    const rules = [...working.filter((rule) => rule.locationId !== null), ...breaks];
    if (rules.length > 0) await tx.insert(scheduleRules).values(rules);
    if (member.email === ON_LEAVE)
      await tx.insert(scheduleLeave).values({
        clinicId,
        practitionerId: member.userId,
        startsOn: nextMonday,
        endsOn: plusDays(nextMonday, 6),
        reason: 'Annual leave',
      });
    const centar = locationId('Centar');
    if (member.email === EXTRA_SATURDAY && centar)
      await tx.insert(scheduleExtraShifts).values({
        clinicId,
        practitionerId: member.userId,
        locationId: centar,
        date: comingSaturday,
        startTime: '09:00',
        endTime: '13:00',
      });
  }
}

/** Each practitioner's schedule in the engine's terms (no busy time), by user id. */
export async function practitionerSchedules(
  tx: Db,
  clinicId: string,
): Promise<Map<string, PractitionerSchedule>> {
  const [rules, leave, shifts] = await Promise.all([
    tx.select().from(scheduleRules).where(eq(scheduleRules.clinicId, clinicId)),
    tx.select().from(scheduleLeave).where(eq(scheduleLeave.clinicId, clinicId)),
    tx.select().from(scheduleExtraShifts).where(eq(scheduleExtraShifts.clinicId, clinicId)),
  ]);
  const schedules = new Map<string, PractitionerSchedule>();
  const of = (practitionerId: string) => {
    let schedule = schedules.get(practitionerId);
    if (!schedule) {
      schedule = {
        practitionerId,
        workingHours: [],
        breaks: [],
        leave: [],
        extraShifts: [],
        busy: [],
      };
      schedules.set(practitionerId, schedule);
    }
    return schedule as {
      [K in keyof PractitionerSchedule]: PractitionerSchedule[K] extends readonly (infer T)[]
        ? T[]
        : PractitionerSchedule[K];
    };
  };
  for (const rule of rules) {
    const weekly = {
      weekday: rule.weekday,
      start: rule.startTime,
      end: rule.endTime,
      everyNWeeks: rule.everyNWeeks,
      startsOn: rule.startsOn,
      endsOn: rule.endsOn,
    };
    if (rule.kind === 'working')
      of(rule.practitionerId).workingHours.push({ ...weekly, locationId: rule.locationId! });
    else of(rule.practitionerId).breaks.push(weekly);
  }
  for (const range of leave)
    of(range.practitionerId).leave.push({ startsOn: range.startsOn, endsOn: range.endsOn });
  for (const shift of shifts)
    of(shift.practitionerId).extraShifts.push({
      date: shift.date,
      start: shift.startTime,
      end: shift.endTime,
      locationId: shift.locationId,
    });
  return schedules;
}
