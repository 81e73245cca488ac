import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { test } from './fixtures';

/** An appointment of the demo clinic's week, for the screens about one appointment. */
async function demoAppointmentId(page: Page): Promise<string> {
  const from = new Date(Date.now() - 3 * 86_400_000).toISOString();
  const to = new Date(Date.now() + 5 * 86_400_000).toISOString();
  const response = await page.request.get(`/api/v1/appointments?from=${from}&to=${to}`);
  expect(response.ok()).toBe(true);
  const { appointments } = (await response.json()) as {
    appointments: { id: string; status: string; patientId: string | null }[];
  };
  const open = appointments.find(
    (a) => a.patientId && ['scheduled', 'confirmed'].includes(a.status),
  );
  if (!open) throw new Error('the demo clinic has no open appointment this week');
  return open.id;
}

const screens: { path: string | ((id: string) => string); heading: string }[] = [
  { path: '/dashboard', heading: 'Calendar' },
  { path: '/dashboard/add-appointment', heading: 'New appointment' },
  { path: (id) => `/dashboard/edit-appointment/${id}`, heading: 'Edit appointment' },
  { path: (id) => `/dashboard/appointment/${id}`, heading: '' },
  { path: '/dashboard/appointments-today', heading: "Today's appointments" },
  { path: '/dashboard/settings/clinic-settings', heading: 'Clinic settings' },
  { path: '/dashboard/settings/services-settings', heading: 'Services' },
  { path: '/dashboard/settings/locations', heading: 'Locations' },
];

test.describe('accessibility of the scheduling screens', () => {
  test.beforeEach(async ({ storedSignIn }) => {
    await storedSignIn();
  });

  for (const screen of screens) {
    const label = typeof screen.path === 'string' ? screen.path : screen.path(':id');
    test(`axe finds no violations on ${label}`, async ({ page }) => {
      const path =
        typeof screen.path === 'string' ? screen.path : screen.path(await demoAppointmentId(page));
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible({ timeout: 15_000 });
      if (screen.heading) await expect(heading).toHaveText(screen.heading);
      // Wait for the screen's data: no loader left on it.
      await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
      await expectNoAxeViolationsInBothThemes(page);
    });
  }
});
