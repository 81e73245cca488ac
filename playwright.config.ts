import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// A fresh data folder per run: e2e starts from an empty embedded database with the demo clinic.
process.env.MOTIO_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'motio-e2e-'));
const port = Number(process.env.MOTIO_E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
export const ANALYTICS_HOST = 'http://127.0.0.1:3199';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  // The first dashboard screen of a test waits for the session check and lazy chunks while the
  // other worker keeps the embedded database busy: 5 s was too tight on 2 cores.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace of every test cost a quarter of the suite's time on 2 cores; a test that
    // fails is retried in CI and its retry is traced. Locally: `npx playwright test --trace on`.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The production build (npm run test:e2e builds it first), never the dev server.
    command: 'node dist/server/main.js',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ORIGIN: baseURL,
      DATA_DIR: process.env.MOTIO_E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Specs that sign people up send them from addresses of their own (e2e/fixtures fromAddress).
      TRUST_PROXY: 'true',
      // Analytics on, pointed at a host where nothing listens: e2e/analytics.spec.ts intercepts it.
      POSTHOG_KEY: 'phc_e2e',
      POSTHOG_HOST: ANALYTICS_HOST,
    },
  },
});
