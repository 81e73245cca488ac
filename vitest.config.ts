import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Server tests that never open the app's database: running them once is enough. */
const engineIndependent = [
  'src/server/main.test.ts',
  'src/server/config.test.ts',
  'src/server/rate-limits.test.ts',
  'src/server/modules/auth/password-strength.test.ts',
  'src/server/modules/public-config/public-config.test.ts',
  'src/server/modules/billing/plan-limits.test.ts',
  'src/server/modules/billing/period-end.test.ts',
];

/** App processes, PostgreSQL servers and faults: the `cluster` project below. */
const clusterTests = 'src/server/cluster/**/*.test.ts';

/**
 * What behaves differently on PostgreSQL than on the embedded PGlite: constraints, locking and
 * `SKIP LOCKED`, concurrent requests racing for one row, migrations, the connection probe, and
 * the security suites. `npm test` reruns these on PostgreSQL; `.ci/run` then runs the rest of the
 * server suite there too (MOTIO_TEST_POSTGRES=rest).
 */
const engineDependent = [
  'src/server/db/**/*.test.ts',
  'src/server/background/**/*.test.ts',
  'src/server/security/**/*.test.ts',
  'src/server/modules/health/database-probe.test.ts',
  // Two requests racing for one slot, one invitation, one e-mail address, one note.
  'src/server/modules/appointments/appointments.test.ts',
  'src/server/modules/appointment-mail/appointment-mail.test.ts',
  'src/server/modules/auth/registration.test.ts',
  'src/server/modules/auth/paid-registration.test.ts',
  'src/server/modules/auth/email-verification.test.ts',
  'src/server/modules/auth/early-access.test.ts',
  'src/server/modules/team/accept-invitation.test.ts',
  'src/server/modules/visit-notes/visit-notes.test.ts',
  // Twenty invoices issued at once queue on one counter row.
  'src/server/modules/invoices/numbering.test.ts',
  // Two desks paying, refunding or applying credit on one balance at once.
  'src/server/modules/payments/payments-race.test.ts',
  // Two visits completed at once with one package session left.
  'src/server/modules/packages/packages-race.test.ts',
  // Two instances queueing and texting the same reminders.
  'src/server/modules/messages/sms-messages.test.ts',
  // Two visitors holding one time on a booking page; a staff booking taking a held time.
  'src/server/modules/booking/online-booking.test.ts',
];

/** Which server tests run on PostgreSQL: by default the engine-dependent ones, or the rest. */
const postgresShare = process.env.MOTIO_TEST_POSTGRES === 'rest' ? 'rest' : 'engine-dependent';

/** Tests of instances sharing a Redis: left out when no Redis is given (TEST_REDIS_URL). */
const redisOnly = process.env.TEST_REDIS_URL
  ? []
  : ['src/server/modules/auth/sign-in-instances.test.ts'];

const serverProject = (engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: engine === 'pglite' ? 'server' : 'server-postgres',
    include:
      engine === 'postgres' && postgresShare === 'engine-dependent'
        ? engineDependent
        : ['src/server/**/*.test.ts'],
    exclude: [
      clusterTests,
      ...redisOnly,
      ...(engine === 'postgres' ? engineIndependent : []),
      ...(engine === 'postgres' && postgresShare === 'rest' ? engineDependent : []),
    ],
    environment: 'node',
    setupFiles: ['src/server/test/setup.ts'],
    ...(engine === 'pglite'
      ? { globalSetup: ['src/server/test/pglite-snapshot.ts', 'src/server/test/server-bundle.ts'] }
      : {}),
    env: { MOTIO_TEST_ENGINE: engine },
    // Each file opens its own database, so files share nothing a test writes; reusing the module
    // graph per worker took the PGlite project from 182 s to 109 s on 2 cores.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

/**
 * Several real app processes on one PostgreSQL (and Redis), killed processes, a restarted
 * database. One file at a time, after the other projects: each file starts processes and
 * measures nothing but behaviour, so it must not fight the rest for the CPUs.
 */
const clusterProject: TestProjectInlineConfiguration = {
  test: {
    name: 'cluster',
    include: [clusterTests],
    environment: 'node',
    globalSetup: ['src/server/test/server-bundle.ts'],
    fileParallelism: false,
    sequence: { groupOrder: 1 },
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
};

export default defineConfig({
  test: {
    // Vitest's default (one fewer than the cores) is a single worker on a 2-core machine: the
    // suite then took 18 min there, 10.5 min with two workers (each server test file has its own
    // database, so files do not share state).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'lint-rules',
          include: ['tests/lint/**/*.test.ts'],
          environment: 'node',
          // The first test of a file loads ESLint with the project's whole configuration.
          testTimeout: 20_000,
        },
      },
      serverProject('pglite'),
      // The same server suite on real PostgreSQL when one is available, and
      // several app processes on it.
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres'), clusterProject] : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          // happy-dom builds a document in a fraction of jsdom's time: the web project took 270 s of
          // CPU instead of 460 s. Files that need jsdom's behaviour say so in a docblock.
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
          // One module graph per worker instead of one per file: 137 s instead of 279 s for the
          // project on 2 cores. setup.ts resets what screens keep between tests (the query cache,
          // toasts, storage, the DOM), and every test passes either way.
          isolate: false,
          // Typing through user-event and first loads of lazy chunks are slow on a busy machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
