import { z } from 'zod';

/** `/:id` of a record addressed by UUID; anything else is a 400 with `fields.id`. */
export const idParams = z.object({ id: z.uuid('Not a valid id.') });

/** `/patients/:patientId/...` of a patient's records. */
export const patientParams = z.object({ patientId: z.uuid('Not a valid id.') });

/** `/patients/:patientId/<records>/:id`: a record addressed under its patient. */
export const patientRecordParams = patientParams.extend({ id: z.uuid('Not a valid id.') });
