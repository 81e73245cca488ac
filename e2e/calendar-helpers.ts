import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo clinic is in Europe/Belgrade (seed); browsers run in New York: the clinic's clock wins. */
export const BROWSER_ZONE = 'America/New_York';

interface Member {
  userId: string;
  name: string;
  lastName: string;
  email: string;
}

async function demoMembers(request: APIRequestContext): Promise<Member[]> {
  const response = await request.get('/api/v1/team/members');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { members: Member[] }).members;
}

export async function memberByEmail(request: APIRequestContext, email: string): Promise<Member> {
  const member = (await demoMembers(request)).find((candidate) => candidate.email === email);
  if (!member) throw new Error(`no demo member ${email}`);
  return member;
}

/**
 * Each test books blocked time in a week of its own in 2027, far from the demo's appointments.
 * A retried test first cancels what its earlier attempt booked there.
 */
export async function clearRange(request: APIRequestContext, from: string, to: string) {
  const search = new URLSearchParams({ from, to });
  const response = await request.get(`/api/v1/appointments?${search}`);
  expect(response.ok()).toBe(true);
  const { appointments } = (await response.json()) as { appointments: { id: string }[] };
  for (const { id } of appointments) {
    const cancelled = await request.post(`/api/v1/appointments/${id}/status`, {
      data: { status: 'cancelled', reason: 'Cleared by a test re-run' },
    });
    expect(cancelled.ok()).toBe(true);
  }
}

export async function bookBlockedTime(
  request: APIRequestContext,
  booking: { therapistId: string; title: string; start: string; end: string },
): Promise<string> {
  const response = await request.post('/api/v1/appointments', {
    data: { ...booking, confirmOutsideOpeningHours: true, confirmOutsideWorkingHours: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { appointment: { id: string } }).appointment.id;
}

/** The browser's clock stands still at `now`, so the calendar opens on that week. */
export async function openCalendarAt(page: Page, now: string) {
  await page.clock.setFixedTime(new Date(now));
  await page.goto('/dashboard');
  await expect(page.locator('[data-time-grid]')).toBeVisible({ timeout: 20_000 });
}

/** The week view's nth day heading ('Wed 14'). */
export const dayHeading = (page: Page, dayIndex: number) =>
  page.locator('[data-day-heading]').nth(dayIndex);

/** An event of the week or day view by its text. */
export const calendarEvent = (page: Page, text: string) =>
  page.locator('[data-event]', { hasText: text });

/**
 * Screen point of a time of day ('HH:mm', on the half hour) in the nth column: a day of the week
 * view, or a practitioner of the day view.
 */
export async function slotPoint(page: Page, columnIndex: number, time: string) {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  // The middle of the slot, as a share of the column's 08:00–20:00 (24 half hours).
  const share = ((hours - 8) * 2 + minutes / 30 + 0.5) / 24;
  const column = page.locator('[data-column]').nth(columnIndex);
  await column.evaluate((element, at) => {
    const grid = element.closest('[data-time-grid]')!;
    grid.scrollTop = at * element.clientHeight - grid.clientHeight / 2;
  }, share);
  const box = (await column.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + share * box.height };
}

export async function clickSlot(page: Page, columnIndex: number, time: string) {
  const { x, y } = await slotPoint(page, columnIndex, time);
  await page.mouse.click(x, y);
}

/** Switches the calendar to its day view (the view switch's radio inputs are hidden). */
export async function openDayView(page: Page) {
  await page.getByRole('toolbar', { name: 'Calendar' }).getByText('Day', { exact: true }).click();
  await expect(page.locator('[data-time-grid="day"]')).toBeVisible();
}
