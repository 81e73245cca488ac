import { z } from 'zod';

/** The body of every error answer. */
export const apiErrorSchema = z.object({
  msg: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** Facts a client can act on, e.g. a plan limit: `{ limit, planId, path }`. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
