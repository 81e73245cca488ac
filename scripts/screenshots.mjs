// Screenshots of the web app's chrome at phone and desktop widths, light and dark.
//
//   node scripts/screenshots.mjs [baseUrl] [outDir]
//   e.g. npx vite build && npx vite preview --port 4173 &
//        node scripts/screenshots.mjs http://localhost:4173 /tmp/shots
//
// No API server is needed: the sign-in check fails (signed out) on public pages, and the
// dashboard shots answer GET /api/v1/users/current-user with a demo owner.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const baseUrl = (process.argv[2] ?? 'http://localhost:4173').replace(/\/$/, '');
const outDir = process.argv[3] ?? '/tmp/shots';

const demoOwner = {
  user: {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'owner@demo-physio.example',
    name: 'Ana',
    lastName: 'Marković',
    location: 'Novi Sad, Serbia',
    platformAdmin: false,
    avatarUrl: null,
    twoFactorEnabled: false,
  },
  membership: {
    clinicId: '00000000-0000-4000-8000-000000000002',
    clinicName: 'Demo Physio Clinic',
    role: 'owner',
    title: 'Clinic owner, physiotherapist',
    calendarColor: '#1c7ed6',
  },
  clinics: [
    {
      clinicId: '00000000-0000-4000-8000-000000000002',
      clinicName: 'Demo Physio Clinic',
      role: 'owner',
    },
  ],
  twoFactorSetupRequired: false,
};

const shots = [
  { name: 'landing', path: '/', ready: 'main h1' },
  { name: 'landing-menu', path: '/', ready: 'main h1', open: 'Open navigation', phoneOnly: true },
  { name: 'not-found', path: '/this/page/does-not-exist', ready: 'main h1' },
  { name: 'dashboard', path: '/dashboard', ready: 'main h1', signedIn: true },
  {
    name: 'dashboard-menu',
    path: '/dashboard',
    ready: 'main h1',
    signedIn: true,
    open: 'Open menu',
    phoneOnly: true,
  },
];
const widths = [375, 1280];
const schemes = ['light', 'dark'];

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

try {
  for (const shot of shots) {
    for (const width of widths) {
      if (shot.phoneOnly && width > 600) continue;
      for (const scheme of schemes) {
        const context = await browser.newContext({
          viewport: { width, height: width < 600 ? 780 : 860 },
          colorScheme: scheme,
        });
        await context.addInitScript((value) => {
          globalThis.localStorage.setItem('motio-color-scheme', value);
        }, scheme);
        const page = await context.newPage();
        if (shot.signedIn) {
          await page.route('**/api/v1/users/current-user', (route) =>
            route.fulfill({
              status: 200,
              contentType: 'application/json',
              body: JSON.stringify(demoOwner),
            }),
          );
        }
        await page.goto(`${baseUrl}${shot.path}`);
        await page.locator(shot.ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        if (shot.open) {
          await page.getByRole('button', { name: shot.open }).click();
          await page.waitForTimeout(400);
        }
        const file = path.join(outDir, `${shot.name}-${width}-${scheme}.png`);
        await page.screenshot({ path: file, fullPage: !shot.open });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
