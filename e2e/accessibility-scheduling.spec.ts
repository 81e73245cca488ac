import { expect, type Page } from '@playwright/test';
import { axeTour } from './axe';
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

/** Each screen with the heading it must show. */
const screens: { path: string | ((id: string) => string); heading: string }[] = [
  { path: '/dashboard', heading: 'Calendar' },
  { path: '/dashboard/add-appointment', heading: 'New appointment' },
  { path: (id) => `/dashboard/edit-appointment/${id}`, heading: 'Edit appointment' },
  { path: (id) => `/dashboard/appointment/${id}`, heading: '' },
  { path: '/dashboard/appointments-today', heading: "Today's appointments" },
  { path: '/dashboard/waitlist', heading: 'Waitlist' },
  { path: '/dashboard/settings/clinic-settings', heading: 'Clinic settings' },
  { path: '/dashboard/settings/services-settings', heading: 'Services' },
  { path: '/dashboard/settings/locations', heading: 'Locations' },
];

const pathOf = (screen: (typeof screens)[number], id: string) =>
  typeof screen.path === 'string' ? screen.path : screen.path(id);

test('axe finds no violations on the calendar, appointments and their settings', async ({
  page,
  storedSignIn,
}) => {
  await storedSignIn();
  const id = await demoAppointmentId(page);
  await axeTour(
    page,
    screens.map((screen) => ({
      name: pathOf(screen, ':id'),
      path: pathOf(screen, id),
      ready: async () => {
        if (screen.heading)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
      },
    })),
  );
});
