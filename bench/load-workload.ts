// The requests of the load benchmark, as autocannon request lists: what each route asks for and
// how long each answer took, per route.
import type { Request } from 'autocannon';
import { DateTime } from 'luxon';
import { BENCH_ZONE, MEASURED_MONDAY } from './appointments-seed';
import { BENCH_PASSWORD } from './http-timing';
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
 * One connection's turn, repeated: a member signs in, then works with that session, reading far
 * more than writing, as a clinic's front desk and therapists do. 1 sign-in in 40 requests.
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
const SEARCHES = [SEARCHED_NAME, 'petrović', 'marko', 'ilić stefan', 'sara', 'kostić', '064'];
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

export class RouteTimes {
  readonly times = new Map<RouteName, number[]>(routeNames.map((name) => [name, []]));
  readonly failures = new Map<RouteName, Map<string, number>>();

  record(route: RouteName, ms: number, status: number, body: string) {
    if (status >= 200 && status < 300) {
      this.times.get(route)!.push(ms);
      return;
    }
    const byStatus = this.failures.get(route) ?? new Map<string, number>();
    const key = `${status} ${body.slice(0, 120)}`;
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    this.failures.set(route, byStatus);
  }
}

interface Context {
  cookie?: string;
  sentAt?: number;
}

/** The varying parts of each request: which week, search, patient, member and slot. */
export class Workload {
  private turn = 0;

  constructor(
    private readonly clinic: LoadClinic,
    private readonly origin: string,
    /** The same request every time: what the raw SQL route is compared with. */
    private readonly fixed = false,
  ) {}

  private next<T>(values: readonly T[]): T {
    return values[this.fixed ? 0 : this.turn++ % values.length]!;
  }

  /** The answer of `route`, its body built when sent. */
  private build(route: RouteName, request: Request, context: Context): Request {
    const headers = { cookie: context.cookie ?? '', origin: this.origin };
    switch (route) {
      case 'sign-in':
        return {
          ...request,
          method: 'POST',
          path: '/api/v1/auth/login',
          headers: { ...headers, cookie: '', 'content-type': 'application/json' },
          body: JSON.stringify({
            email: this.next(this.clinic.memberEmails),
            password: BENCH_PASSWORD,
          }),
        };
      case 'calendar week':
        return { ...request, path: `/api/v1/appointments?${this.next(WEEKS)}`, headers };
      case 'patient search':
        return {
          ...request,
          path: `/api/v1/patients?pageSize=25&search=${encodeURIComponent(this.next(SEARCHES))}`,
          headers,
        };
      case 'patient open':
        return {
          ...request,
          path: `/api/v1/patients/${this.next(this.clinic.patientIds)}`,
          headers,
        };
      case 'appointment create':
        return {
          ...request,
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

  /**
   * autocannon's list for `routes`, timing each answer into `times`. A list that does not start
   * with a sign-in uses `cookie` throughout.
   */
  requests(routes: RouteName[], times: RouteTimes, cookie?: string): Request[] {
    return routes.map((route) => ({
      setupRequest: (request: Request, context: object) => {
        const state = context as Context;
        state.cookie ??= cookie;
        state.sentAt = performance.now();
        return this.build(route, request, state);
      },
      onResponse: (status: number, body: string, context: object, headers?: object) => {
        const state = context as Context;
        times.record(route, performance.now() - state.sentAt!, status, body);
        if (route === 'sign-in') state.cookie = sessionCookieOf(headers);
      },
    }));
  }
}

function sessionCookieOf(headers: object | undefined): string | undefined {
  const setCookie = (headers as Record<string, string | string[]> | undefined)?.['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return first?.split(';')[0];
}
