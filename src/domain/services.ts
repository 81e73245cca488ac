import { z } from 'zod';
import { noteTemplates } from './clinical.js';
import { calendarColorSchema } from './team.js';

export const SERVICE_DURATION_MIN = 5;
export const SERVICE_DURATION_MAX = 480;
export const SERVICE_DURATION_STEP = 5;

/** The calendar colour of the service's appointments, as members' colours are written. */
export const serviceColorSchema = calendarColorSchema;

const durationMessage = `Use ${SERVICE_DURATION_MIN} to ${SERVICE_DURATION_MAX} minutes in steps of ${SERVICE_DURATION_STEP}.`;

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
});

/** POST /services → 201 {service}, priced in the clinic's currency. */
export const createServiceSchema = serviceFields.extend({
  noteTemplate: serviceFields.shape.noteTemplate.default('follow_up'),
  active: z.boolean().default(true),
});
export type CreateServiceInput = z.input<typeof createServiceSchema>;

/** PATCH /services/{id} → {service}. No delete: appointments keep referring to a service. */
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
