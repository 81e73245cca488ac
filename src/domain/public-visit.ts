import { z } from 'zod';

/** A visit as the patient's own pages show it: when, what, with whom and where. */
export const publicVisitFields = {
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  serviceName: z.string(),
  practitionerName: z.string(),
  locationName: z.string(),
  locationAddress: z.string(),
};

/** The clinic those pages name, and how its times are written. */
export const publicClinicFields = {
  clinicName: z.string(),
  timeZone: z.string(),
  locale: z.string(),
};
