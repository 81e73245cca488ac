import { expect, test, type Page } from '@playwright/test';
import { BROWSER_ZONE, clearRange, clickSlot, openCalendarAt } from './calendar-helpers';
import { signIn } from './fixtures';

test.use({ timezoneId: BROWSER_ZONE, viewport: { width: 1280, height: 900 } });

/** Picks a service in the booking form (Mantine Select: a textbox and a listbox). */
async function chooseOption(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('booking journey', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('a slot click books a new patient; the visit is confirmed, checked in and completed; the same slot is then refused', async ({
    page,
  }) => {
    await clearRange(page.request, '2027-06-07T00:00:00Z', '2027-06-14T00:00:00Z');
    // Monday 7 June 2027, 07:00 in Belgrade; the slot clicked is Tuesday 8 June, 10:00.
    await openCalendarAt(page, '2027-06-07T05:00:00Z');
    await clickSlot(page, 1, '10:00');
    await expect(page.getByRole('heading', { level: 1, name: 'New appointment' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Start' })).toHaveValue('10:00');
    const bookedAt = new URL(page.url()).searchParams.get('date');

    await page.getByRole('button', { name: 'New patient' }).click();
    const newPatient = page.getByRole('dialog');
    const lastName = `Booking-${Date.now()}`;
    await newPatient.getByRole('textbox', { name: 'First name' }).fill('Ivana');
    await newPatient.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    await newPatient.getByRole('button', { name: 'Add patient' }).click();
    await expect(newPatient).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Patient' })).toHaveValue(`Ivana ${lastName}`);

    await chooseOption(page, 'Service', /Follow-up treatment/);
    await expect(page.getByRole('textbox', { name: 'End' })).toHaveValue('10:45');
    await page.getByRole('button', { name: 'Book appointment' }).click();

    await expect(page).toHaveURL(/\/dashboard\/appointment\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: `Ivana ${lastName}` })).toBeVisible();
    for (const action of ['Confirm', 'Check in', 'Complete']) {
      await page.getByRole('button', { name: action, exact: true }).click();
      await expect(page.getByRole('button', { name: action, exact: true })).toBeHidden();
    }
    await expect(page.getByText('Completed').first()).toBeVisible();

    // The same therapist at the same time: refused, and the form says what is in the way.
    await page.goto(`/dashboard/add-appointment?date=${encodeURIComponent(bookedAt!)}`);
    await page.getByText('Blocked time', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Paperwork');
    await page.getByRole('textbox', { name: 'End' }).fill('10:30');
    await page.getByRole('button', { name: 'Book appointment' }).click();
    const conflicts = page.getByRole('list', { name: 'Conflicting appointments' });
    await expect(conflicts).toContainText(`Ivana ${lastName}`);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Paperwork');
  });
});
