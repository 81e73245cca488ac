// The requests of the load benchmark: what each route asks for, in turn.
import { DateTime } from 'luxon';
import { BENCH_ZONE, MEASURED_MONDAY } from './appointments-seed';
import { BENCH_PASSWORD } from './http-timing';
import type { LoadRequest } from './load-generator';
import type { LoadClinic } from './load-seed';
import { SEARCHED_NAME } from './patients-seed';

export const routeNames = [
  'sign-in',
  'calendar week',
  'patient search',
  'patient open',
  'appointment create',
] as const;
export type RouteName = (typeof routeNames)[number];

/**
 * The mix, in the order requests go out from all connections together: far more reading than
 * writing, as at a clinic's front desk, and 1 sign-in in 40 requests. One order for all
 * connections, not one per connection, so sign-ins are spread over time rather than all
 * connections signing in at once.
 */
export const MIXED_CYCLE: RouteName[] = [
  'sign-in',
  ...Array.from({ length: 3 }, (): RouteName[] => [
    'calendar week',
    'patient search',
    'patient open',
    'patient open',
    'calendar week',
    'patient search',
    'patient open',
    'patient open',
    'patient open',
    'patient search',
    'patient open',
    'appointment create',
    'patient open',
  ]).flat(),
];

/** What front-desk staff type: whole names, surnames, first names, a phone fragment. */
const SEARCHES = [SEARCHED_NAME, 'petrović', 'marko', 'ilić stefan', 'sara', 'kostić', '00012'];
const monday = DateTime.fromISO(MEASURED_MONDAY, { zone: BENCH_ZONE });
/** The measured week and the three before it, as the calendar pages back. */
const WEEKS = [0, 1, 2, 3].map((back) => {
  const from = monday.minus({ weeks: back });
  return `from=${encodeURIComponent(from.toISO()!)}&to=${encodeURIComponent(from.plus({ weeks: 1 }).toISO()!)}`;
});
/** Bookings go to a year of their own, 45 minutes apart, one per therapist per slot. */
export const BOOKINGS_FROM = DateTime.fromISO('2028-01-03T07:00:00Z');
export const SLOT_MINUTES = 45;

/** One sequence for the whole run, whichever workload books: every booking gets its own slot. */
let bookings = 0;

/** The varying parts of each request: which week, search, patient, member and slot. */
export class Workload {
  private readonly turns = new Map<readonly unknown[], number>();

  constructor(
    private readonly clinic: LoadClinic,
    private readonly origin: string,
    /** Signed-in sessions (cookies), used in turn: the people at work. */
    private readonly sessions: string[],
    /** The same request every time: what the raw SQL route is compared with. */
    private readonly fixed = false,
  ) {}

  /** Each list's values in turn. */
  private next<T>(values: readonly T[]): T {
    if (this.fixed) return values[0]!;
    const turn = this.turns.get(values) ?? 0;
    this.turns.set(values, turn + 1);
    return values[turn % values.length]!;
  }

  /** The next request of `routes`, taken in turn. */
  request(routes: readonly RouteName[]): LoadRequest {
    const route = this.next(routes);
    const headers = { cookie: this.next(this.sessions), origin: this.origin };
    switch (route) {
      case 'sign-in':
        return {
          route,
          method: 'POST',
          path: '/api/v1/auth/login',
          headers: { origin: this.origin, 'content-type': 'application/json' },
          body: JSON.stringify({
            email: this.next(this.clinic.memberEmails),
            password: BENCH_PASSWORD,
          }),
        };
      case 'calendar week':
        return { route, method: 'GET', path: `/api/v1/appointments?${this.next(WEEKS)}`, headers };
      case 'patient search':
        return {
          route,
          method: 'GET',
          path: `/api/v1/patients?limit=25&search=${encodeURIComponent(this.next(SEARCHES))}`,
          headers,
        };
      case 'patient open':
        return {
          route,
          method: 'GET',
          path: `/api/v1/patients/${this.next(this.clinic.patientIds)}`,
          headers,
        };
      case 'appointment create':
        return {
          route,
          method: 'POST',
          path: '/api/v1/appointments',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(this.bookingBody()),
        };
    }
  }

  /** A free slot: therapist n % 10 at slot n / 10, each with another patient. */
  bookingBody() {
    const n = bookings++;
    const { therapistIds, patientIds } = this.clinic;
    const start = BOOKINGS_FROM.plus({
      minutes: Math.floor(n / therapistIds.length) * SLOT_MINUTES,
    });
    return {
      therapistId: therapistIds[n % therapistIds.length],
      patientId: patientIds[n % patientIds.length],
      serviceId: this.clinic.serviceId,
      start: start.toISO(),
      confirmOutsideOpeningHours: true,
    };
  }
}
