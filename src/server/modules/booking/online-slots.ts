import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import {
  availableSlots,
  type AvailabilityInput,
  type BusyTime,
} from '../../../domain/availability.js';
import { DAY_MS, MINUTE_MS } from '../../../domain/clinic-time.js';
import {
  publicAvailabilityResponseSchema,
  type PublicAvailabilityQuery,
  type PublicBooking,
  type PublicSlot,
} from '../../../domain/online-booking.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { onlineBookingRequests } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { loadAvailabilityInput } from '../availability/load-availability.js';
import { bookingClinicBySlug, bookingOffer, type BookingClinic } from './booking-clinic.js';

export interface OnlineSlotQuery {
  serviceId: string;
  from: Date;
  to: Date;
  practitionerId?: string;
  locationId?: string;
}

type OfferedService = PublicBooking['services'][number];

/**
 * The offered service, and the practitioner and location asked for, checked against what the
 * booking page offers: anything else answers 404, as an unknown id does.
 */
export function offeredChoice(
  offer: PublicBooking,
  query: Pick<OnlineSlotQuery, 'serviceId' | 'practitionerId' | 'locationId'>,
): OfferedService {
  const service = offer.services.find((candidate) => candidate.id === query.serviceId);
  if (!service) throw notFound('The service');
  if (query.practitionerId && !service.practitionerIds.includes(query.practitionerId))
    throw notFound('The practitioner');
  if (query.locationId && !service.locationIds.includes(query.locationId))
    throw notFound('The location');
  return service;
}

/** The bookable window of a clinic now: from its minimum notice to its horizon. */
export function bookableWindow(clinic: BookingClinic, now: Date) {
  return {
    start: new Date(now.getTime() + clinic.minNoticeMinutes * MINUTE_MS),
    end: new Date(now.getTime() + clinic.maxDaysAhead * DAY_MS),
  };
}

/** Times other visitors hold while they verify their email, per practitioner and room. */
async function heldTime(
  db: Db,
  clinicId: string,
  range: { from: Date; to: Date },
  now: Date,
  exceptRequestId?: string,
) {
  const rows = await db
    .select({
      practitionerId: onlineBookingRequests.practitionerId,
      roomId: onlineBookingRequests.roomId,
      start: onlineBookingRequests.startsAt,
      end: onlineBookingRequests.endsAt,
    })
    .from(onlineBookingRequests)
    .where(
      and(
        eq(onlineBookingRequests.clinicId, clinicId),
        isNull(onlineBookingRequests.appointmentId),
        gt(onlineBookingRequests.expiresAt, now),
        lt(onlineBookingRequests.startsAt, range.to),
        gt(onlineBookingRequests.endsAt, range.from),
        exceptRequestId ? ne(onlineBookingRequests.id, exceptRequestId) : undefined,
      ),
    );
  const byOwner = (key: 'practitionerId' | 'roomId') => {
    const held = new Map<string, BusyTime[]>();
    for (const row of rows) {
      const owner = row[key];
      if (owner) held.set(owner, [...(held.get(owner) ?? []), { start: row.start, end: row.end }]);
    }
    return held;
  };
  return { practitioners: byOwner('practitionerId'), rooms: byOwner('roomId') };
}

/** The engine's input narrowed to what is offered online, with held times as busy time. */
function offeredInput(
  input: AvailabilityInput,
  service: OfferedService,
  held: Awaited<ReturnType<typeof heldTime>>,
): AvailabilityInput {
  return {
    ...input,
    practitioners: input.practitioners
      .filter((practitioner) => service.practitionerIds.includes(practitioner.practitionerId))
      .map((practitioner) => ({
        ...practitioner,
        busy: [
          ...practitioner.busy,
          ...(held.practitioners.get(practitioner.practitionerId) ?? []),
        ],
      })),
    locations: input.locations
      .filter((location) => service.locationIds.includes(location.locationId))
      .map((location) => ({
        ...location,
        rooms: location.rooms.map((room) => ({
          ...room,
          busy: [...room.busy, ...(held.rooms.get(room.roomId) ?? [])],
        })),
      })),
  };
}

export interface OnlineSlot extends PublicSlot {
  roomId?: string;
}

/**
 * The free times of an offered service in [from, to) that the booking page may show: inside the
 * clinic's notice and horizon, of offered practitioners at offered locations, clear of what
 * other visitors hold (`exceptRequestId`: a visitor's own hold does not hide their own time).
 */
export async function onlineSlots(
  db: Db,
  clinic: BookingClinic,
  service: OfferedService,
  query: OnlineSlotQuery,
  now: Date,
  exceptRequestId?: string,
): Promise<OnlineSlot[]> {
  const window = bookableWindow(clinic, now);
  const from = new Date(Math.max(query.from.getTime(), window.start.getTime()));
  const to = new Date(Math.min(query.to.getTime(), window.end.getTime()));
  if (from >= to) return [];
  const scope = { ...query, from, to };
  const [input, held] = await Promise.all([
    loadAvailabilityInput(db, clinic.clinicId, scope),
    heldTime(
      db,
      clinic.clinicId,
      { from, to: new Date(to.getTime() + service.durationMinutes * MINUTE_MS) },
      now,
      exceptRequestId,
    ),
  ]);
  return availableSlots(offeredInput(input, service, held));
}

/** How far ahead the next free times are looked for when a chosen time is gone. */
const NEXT_SLOTS_DAYS = 14;
const NEXT_SLOTS_COUNT = 6;

/** The next free times of the same choice from `after` on: what a 409 offers instead. */
export async function nextOnlineSlots(
  db: Db,
  clinic: BookingClinic,
  service: OfferedService,
  choice: { practitionerId?: string; locationId?: string },
  after: Date,
  now: Date,
): Promise<PublicSlot[]> {
  const from = new Date(Math.max(after.getTime(), now.getTime()));
  const slots = await onlineSlots(
    db,
    clinic,
    service,
    {
      serviceId: service.id,
      ...choice,
      from,
      to: new Date(from.getTime() + NEXT_SLOTS_DAYS * DAY_MS),
    },
    now,
  );
  return slots.slice(0, NEXT_SLOTS_COUNT).map(publicSlot);
}

export const publicSlot = ({ start, end, practitionerId, locationId }: OnlineSlot): PublicSlot => ({
  start,
  end,
  practitionerId,
  locationId,
});

/**
 * GET …/availability: the free times a clinic's booking page offers for the query, as the JSON
 * text of the answer, checked against its schema once per question and kept for a few seconds
 * (FreeTimesCache).
 */
export function publicFreeTimesJson(
  ctx: AppContext,
  slug: string,
  query: PublicAvailabilityQuery,
): Promise<string> {
  return ctx.freeTimes.answer(slug, query, async () => {
    const clinic = await bookingClinicBySlug(ctx.db, slug);
    const service = offeredChoice(await bookingOffer(ctx.db, clinic), query);
    const slots = await onlineSlots(
      ctx.db,
      clinic,
      service,
      { ...query, from: new Date(query.from), to: new Date(query.to) },
      ctx.clock.now(),
    );
    return JSON.stringify(publicAvailabilityResponseSchema.parse({ slots: slots.map(publicSlot) }));
  });
}
