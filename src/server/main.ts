import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { DatabaseUnavailableError } from './db/unavailable.js';
import { DEMO_CLINIC, DEMO_PASSWORD, demoAccounts } from './db/demo-accounts.js';
import { isEmpty, seedDemoClinic } from './db/seed.js';
import { startWorker } from './background/worker.js';
import { createRateLimits, RedisUnavailableError, type RateLimits } from './rate-limits.js';

/** The demo clinic goes only into an empty embedded database, and never in production mode. */
const seedsDemo = (config: Config, database: Database) =>
  database.kind === 'pglite' && config.SEED_DEMO && !config.isProduction;

/** Start-up problems a person can fix get one clear line, not a stack trace. */
function fail(message: string): never {
  console.error(`Motio could not start: ${message}`);
  process.exit(1);
}

async function prepareDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(config);
  await database.migrate();
  if (seedsDemo(config, database) && (await isEmpty(database.db))) {
    await seedDemoClinic(database.db);
    console.warn(`Seeded the demo clinic "${DEMO_CLINIC.name}" into the embedded database.`);
  }
  return database;
}

/** On stderr, beside the JSON logs on stdout: this is for the person who started Motio. */
function printReady(config: Config, withDemoLogins: boolean) {
  const lines = [`Motio is ready at ${config.APP_ORIGIN}`];
  if (withDemoLogins) {
    lines.push(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const account of demoAccounts)
      lines.push(`  ${(account.role ?? 'operator').padEnd(10)} ${account.email}`);
  }
  console.warn(lines.join('\n'));
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  // Before the database work: a wrong REDIS_URL should stop start-up at once.
  let rateLimits: RateLimits;
  try {
    rateLimits = await createRateLimits(config.REDIS_URL);
  } catch (error) {
    if (error instanceof RedisUnavailableError) fail(error.message);
    throw error;
  }

  // The app's modules load while PGlite compiles its WebAssembly (off the main thread).
  const appModule = import('./app.js');
  let database: Database;
  try {
    database = await prepareDatabase(config);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) fail(error.message);
    throw error;
  }

  const { buildApp, mailTransportFor } = await appModule;
  const app = await buildApp({ config, database, rateLimits });
  const worker = startWorker({
    db: database.db,
    clock: app.ctx.clock,
    transport: mailTransportFor(config, app.log),
    sms: app.ctx.sms,
    log: app.log,
    appOrigin: config.APP_ORIGIN,
  });
  app.addHook('onClose', async () => {
    await worker.stop();
    await database.close();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    await database.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`port ${config.PORT} is already in use. Set PORT to another port.`);
    throw error;
  }
  printReady(config, seedsDemo(config, database));
}

main().catch((error: unknown) => {
  console.error('Motio could not start:', error);
  process.exit(1);
});
