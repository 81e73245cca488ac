import { z } from 'zod';

/** What the web app learns about this installation at run time (`GET /api/v1/config`). */
export const publicConfigSchema = z.object({
  /** Sent with every analytics event ("an environment value"). */
  environment: z.enum(['production', 'development', 'test']),
  /** null: no analytics key configured, so analytics stays off whatever the visitor consents to. */
  analytics: z.object({ key: z.string(), host: z.url() }).nullable(),
  /** Where visitors can write directly; contact messages are sent there (SUPPORT_EMAIL). */
  supportEmail: z.email(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const publicConfigResponseSchema = z.object({ config: publicConfigSchema });
export type PublicConfigResponse = z.infer<typeof publicConfigResponseSchema>;
