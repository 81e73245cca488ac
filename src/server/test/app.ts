import { buildApp, type App, type AppDeps } from '../app.js';
import { manualClock } from '../clock.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createRateLimits } from '../rate-limits.js';
import { openTestDatabase } from './database.js';

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  /** The app's clock: stands still until a test moves it. */
  clock: ReturnType<typeof manualClock>;
  close(): Promise<void>;
}

export const TEST_ORIGIN = 'http://localhost:3000';

/** An app on a fresh database; `env` overrides configuration for this file. */
export async function createTestApp(
  env: Record<string, string> = {},
  logStream?: AppDeps['logStream'],
  billingProvider?: AppDeps['billingProvider'],
): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    APP_ORIGIN: TEST_ORIGIN,
    DATA_DIR: '/nonexistent-motio-test-data',
    ...env,
  });
  const database = await openTestDatabase();
  const clock = manualClock();
  const app = await buildApp({
    config,
    database,
    clock,
    rateLimits: await createRateLimits(config.REDIS_URL),
    logStream,
    billingProvider,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
