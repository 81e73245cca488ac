import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { authRoutes } from './modules/auth/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerGracefulClose } from './plugins/graceful-close.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurity } from './plugins/security.js';
import { registerSessions } from './plugins/sessions.js';
import { registerWebApp } from './plugins/web-app.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where log lines go; stdout when unset. Tests read them to prove nothing secret is logged. */
  logStream?: { write(line: string): void };
}

export const API_PREFIX = '/api/v1';

function loggerOptions(
  config: Config,
  stream?: AppDeps['logStream'],
): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      // Query strings can carry tokens (email verification, password reset): log the path only.
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
    },
  };
}

export async function buildApp({ config, database, logStream }: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerGracefulClose(app);
  await registerOpenApi(app);
  registerSecurity(app, config);
  const cookies = await registerSessions(app, config, database.db);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, { db: database.db, config, cookies });
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, () =>
        app.swagger(),
      );
    },
    { prefix: API_PREFIX },
  );

  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
