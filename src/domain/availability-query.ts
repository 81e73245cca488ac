import { z } from 'zod';
import { DAY_MS } from './clinic-time.js';
import { instantSchema } from './dates.js';

/**
 * The contracts of GET /api/v1/availability (the free slots of a service, optionally for one
 * practitioner or location, computed by `availableSlots()`) and GET
 * /api/v1/availability/working-time (when each practitioner works: the calendar shades the rest).
 */

/** Longest range one request may ask for: a month view, and a bound on the work per request. */
export const AVAILABILITY_MAX_RANGE_DAYS = 31;

const id = z.uuid('Not a valid id.');
const instant = instantSchema();

export const availabilityQuerySchema = z
  .object({
    serviceId: id,
    /** Slots that start in [from, to). */
    from: instant,
    to: instant,
    practitionerId: id.optional(),
    locationId: id.optional(),
  })
  .superRefine((query, issues) => {
    const span = Date.parse(query.to) - Date.parse(query.from);
    if (span <= 0) issues.addIssue({ code: 'custom', path: ['to'], message: 'End after start.' });
    if (span > AVAILABILITY_MAX_RANGE_DAYS * DAY_MS)
      issues.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Ask for at most ${AVAILABILITY_MAX_RANGE_DAYS} days.`,
      });
  });
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export const availabilitySlotSchema = z.object({
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  practitionerId: z.uuid(),
  locationId: z.uuid(),
  /** Present when the location books rooms: the room the booking would take. */
  roomId: z.uuid().optional(),
});

export const availabilityResponseSchema = z.object({ slots: z.array(availabilitySlotSchema) });
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/** GET /api/v1/availability/working-time: the same range rules, any location or one. */
export const workingTimeQuerySchema = z
  .object({ from: instant, to: instant, locationId: id.optional() })
  .superRefine((query, issues) => {
    const span = Date.parse(query.to) - Date.parse(query.from);
    if (span <= 0) issues.addIssue({ code: 'custom', path: ['to'], message: 'End after start.' });
    if (span > AVAILABILITY_MAX_RANGE_DAYS * DAY_MS)
      issues.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Ask for at most ${AVAILABILITY_MAX_RANGE_DAYS} days.`,
      });
  });
export type WorkingTimeQuery = z.infer<typeof workingTimeQuerySchema>;

/** A span a practitioner works at a location: hours and extra shifts, less breaks and leave. */
export const workingSpanSchema = z.object({
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  locationId: z.uuid(),
});

export const workingTimeResponseSchema = z.object({
  /** Every member who takes appointments; no spans: not working in the range. */
  practitioners: z.array(
    z.object({ practitionerId: z.uuid(), working: z.array(workingSpanSchema) }),
  ),
});
export type WorkingTimeResponse = z.infer<typeof workingTimeResponseSchema>;
