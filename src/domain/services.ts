import { z } from 'zod';
import { noteTemplates } from './clinical.js';
import { calendarColorSchema } from './team.js';

export const SERVICE_DURATION_MIN = 5;
export const SERVICE_DURATION_MAX = 480;
export const SERVICE_DURATION_STEP = 5;

/** The calendar colour of the service's appointments, as members' colours are written. */
export const serviceColorSchema = calendarColorSchema;

const durationMessage = `Use ${SERVICE_DURATION_MIN} to ${SERVICE_DURATION_MAX} minutes in steps of ${SERVICE_DURATION_STEP}.`;

export const SERVICE_BUFFER_MAX = 120;
export const SERVICE_BUFFER_STEP = 5;
const bufferMessage = `Use 0 to ${SERVICE_BUFFER_MAX} minutes in steps of ${SERVICE_BUFFER_STEP}.`;
/** Minutes kept free before or after an appointment of a service. */
export const serviceBufferMinutesSchema = z
  .number('Enter the buffer in minutes (0 for none).')
  .int(bufferMessage)
  .min(0, bufferMessage)
  .max(SERVICE_BUFFER_MAX, bufferMessage)
  .multipleOf(SERVICE_BUFFER_STEP, bufferMessage);

/** At most this many locations or practitioners are named on one service. */
const OFFERING_LIST_MAX = 200;
const idList = (message: string) =>
  z.array(z.uuid(message), message).max(OFFERING_LIST_MAX, `Choose at most ${OFFERING_LIST_MAX}.`);

const serviceFields = z.object({
  name: z.string().trim().min(1, 'Enter the service name.').max(120, 'Use at most 120 characters.'),
  durationMinutes: z
    .number('Enter the duration in minutes.')
    .int(durationMessage)
    .min(SERVICE_DURATION_MIN, durationMessage)
    .max(SERVICE_DURATION_MAX, durationMessage)
    .multipleOf(SERVICE_DURATION_STEP, durationMessage),
  /** Minor units (cents) of the clinic's currency. */
  priceMinor: z
    .number('Enter a price.')
    .int('Use whole cents.')
    .min(0, 'The price cannot be negative.')
    .max(100_000_000, 'The price is too high.'),
  color: serviceColorSchema,
  /** What a visit note of this service's appointments starts from. */
  noteTemplate: z.enum(noteTemplates, 'Choose a visit note template.'),
  active: z.boolean(),
  /** Minutes kept free before and after each appointment of the service (set-up, notes). */
  bufferBeforeMinutes: serviceBufferMinutesSchema,
  bufferAfterMinutes: serviceBufferMinutesSchema,
  /** The locations that offer the service; empty: every location. */
  locationIds: idList('Choose locations of this clinic.'),
  /** The members (user ids) who offer the service; empty: everyone who takes appointments. */
  practitionerIds: idList('Choose practitioners of this clinic.'),
});

/**
 * POST /services → 201 {service}, priced in the clinic's currency. Buffers default to 0 and the
 * lists to empty (offered everywhere, by everyone). A location must be this clinic's, and a
 * practitioner an active member who takes appointments (400 on `locationIds`/`practitionerIds`).
 */
export const createServiceSchema = serviceFields.extend({
  noteTemplate: serviceFields.shape.noteTemplate.default('follow_up'),
  active: z.boolean().default(true),
  bufferBeforeMinutes: serviceBufferMinutesSchema.default(0),
  bufferAfterMinutes: serviceBufferMinutesSchema.default(0),
  locationIds: serviceFields.shape.locationIds.default([]),
  practitionerIds: serviceFields.shape.practitionerIds.default([]),
});
export type CreateServiceInput = z.input<typeof createServiceSchema>;
/** The create body with its defaults applied, as the server receives it. */
export type CreateServiceOutput = z.output<typeof createServiceSchema>;

/**
 * PATCH /services/{id} → {service}. A list sent replaces the service's list; `[]` offers it
 * everywhere / by everyone. Locations and practitioners already on the service may stay after
 * they are deactivated; only ones added are checked. No delete: appointments keep referring to a
 * service.
 */
export const updateServiceSchema = serviceFields.partial();
export type UpdateServiceInput = z.infer<typeof updateServiceSchema>;

export const serviceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  durationMinutes: z.number().int(),
  priceMinor: z.number().int(),
  /** The clinic's currency (Settings → Clinic). */
  currency: z.string(),
  color: z.string(),
  noteTemplate: z.enum(noteTemplates),
  active: z.boolean(),
  bufferBeforeMinutes: z.number().int(),
  bufferAfterMinutes: z.number().int(),
  /** Where it is offered, by id; empty: at every location. */
  locationIds: z.array(z.uuid()),
  /** Who offers it, by user id; empty: every member who takes appointments. */
  practitionerIds: z.array(z.uuid()),
});
export type Service = z.infer<typeof serviceSchema>;

/** GET /services?active=true → {services}: by name; `active=true` leaves out deactivated ones. */
export const listServicesQuerySchema = z.object({
  active: z.enum(['true', 'false']).optional(),
});

export const serviceResponseSchema = z.object({ service: serviceSchema });
export type ServiceResponse = z.infer<typeof serviceResponseSchema>;

export const serviceListResponseSchema = z.object({ services: z.array(serviceSchema) });
export type ServiceListResponse = z.infer<typeof serviceListResponseSchema>;
