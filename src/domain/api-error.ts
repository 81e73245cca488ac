import { z } from 'zod';

/** The body of every error answer (DESIGN §3). */
export const apiErrorSchema = z.object({
  msg: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
