import { z } from 'zod';
import { createLocationSchema, type CreateLocationInput } from '../../../domain/locations.js';
import type { OpeningHours } from '../../../domain/scheduling.js';
import {
  openingDaysOf,
  openingHoursFieldNames,
  openingHoursFormSchema,
  openingHoursOf,
} from './opening-hours-form';

/** The domain's location fields, with each day's hours as the form holds them (0 = Sunday). */
export const locationFormSchema = createLocationSchema.pick({ name: true }).extend({
  address: createLocationSchema.shape.address.unwrap(),
  phone: createLocationSchema.shape.phone.unwrap(),
  openingHours: openingHoursFormSchema,
});
export type LocationFormValues = z.input<typeof locationFormSchema>;
export type ValidLocationForm = z.output<typeof locationFormSchema>;

export function locationFormValuesOf(location: {
  name: string;
  address: string;
  phone: string;
  openingHours: OpeningHours;
}): LocationFormValues {
  return {
    name: location.name,
    address: location.address,
    phone: location.phone,
    openingHours: openingDaysOf(location.openingHours),
  };
}

export const locationInputOf = (values: ValidLocationForm) =>
  ({
    ...values,
    openingHours: openingHoursOf(values.openingHours),
  }) satisfies CreateLocationInput;

/** Every field the server may name in `fields`, in the order of the form. */
export const locationFieldNames = ['name', 'address', 'phone', ...openingHoursFieldNames] as const;
