import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PublicConfig, publicConfigResponseSchema } from '../../../domain/public-config.js';
import type { Config } from '../../config.js';

export function publicConfigOf(config: Config): PublicConfig {
  return {
    environment: config.NODE_ENV,
    analytics: config.POSTHOG_KEY ? { key: config.POSTHOG_KEY, host: config.POSTHOG_HOST } : null,
    supportEmail: config.SUPPORT_EMAIL,
  };
}

/** Run-time settings the browser needs before it may start optional features (analytics). */
export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const body = { config: publicConfigOf(config) };
  app.get(
    '/config',
    {
      config: { public: true },
      schema: {
        tags: ['config'],
        summary: 'Run-time settings of the web app (analytics, environment, support address)',
        response: { 200: publicConfigResponseSchema },
      },
    },
    async () => body,
  );
};
