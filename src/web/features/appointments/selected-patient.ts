import { z } from 'zod';

const patientIdSchema = z.uuid();

/** `?patientId=<uuid>` from a patient's page books them; anything else is ignored. */
export function parseSelectedPatientId(value: string | null): string | null {
  const parsed = patientIdSchema.safeParse(value);
  return parsed.success ? parsed.data.toLowerCase() : null;
}
