import { z } from 'zod';
import { openingHoursSchema } from './clinic-settings.js';
import { withoutBidiControls } from './names.js';

const boundedText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);

const locationFields = z.object({
  name: withoutBidiControls(boundedText(120).min(1, 'Enter the location name.')),
  address: boundedText(300),
  phone: boundedText(40),
  openingHours: openingHoursSchema,
  active: z.boolean(),
});

/** POST /locations (clinic.manage) → 201 {location}; hours default to the clinic's. */
export const createLocationSchema = locationFields.partial().required({ name: true });
export type CreateLocationInput = z.infer<typeof createLocationSchema>;

/** PATCH /locations/{id} (clinic.manage) → {location}; `active: false` deactivates it. */
export const updateLocationSchema = locationFields.partial();
export type UpdateLocationInput = z.infer<typeof updateLocationSchema>;

export const locationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  openingHours: z.array(z.object({ open: z.string(), close: z.string() }).nullable()),
  active: z.boolean(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationResponseSchema = z.object({ location: locationSchema });
export type LocationResponse = z.infer<typeof locationResponseSchema>;

/** GET /locations (clinic.read) → {locations}: active ones first, then by name. */
export const locationListResponseSchema = z.object({ locations: z.array(locationSchema) });
export type LocationListResponse = z.infer<typeof locationListResponseSchema>;
