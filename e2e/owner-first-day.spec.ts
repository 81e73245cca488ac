import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { fromAddress } from './fixtures';
import { pathOf, waitForMail } from './mail';

// People signing up from an address of this file's own (see fromAddress).
test.use(fromAddress('203.0.113.12'));

// The owner of a new clinic, from sign-up through the setup checklist to a first booked visit.
// Every field is typed key by key, as a person types; this file registers one person (sign-ups
// are rate limited per address).
const PASSWORD = 'Linden-harbour-quiet-37';

// The browser's zone is proposed as the clinic's.
test.use({ timezoneId: 'Europe/Belgrade' });

/** Types into a field key by key, as a person does, after clearing what it held. */
async function typeInto(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

/** Next week's Monday, as the date field holds it and as it is typed (month, day, year here). */
function nextMonday() {
  const day = new Date();
  day.setDate(day.getDate() + ((8 - day.getDay()) % 7 || 7));
  const [yyyy, mm, dd] = [
    String(day.getFullYear()),
    String(day.getMonth() + 1).padStart(2, '0'),
    String(day.getDate()).padStart(2, '0'),
  ];
  return { iso: `${yyyy}-${mm}-${dd}`, typed: `${mm}${dd}${yyyy}` };
}

/**
 * A date or time field as a keyboard user fills it: tabbed into, it starts at its first part and
 * moves on by itself as the digits come. This Chromium writes dates month/day/year and times
 * with AM/PM, whatever the page's locale.
 */
async function typeSegments(field: Locator, digits: string) {
  await field.focus();
  await field.pressSequentially(digits);
}

/** A switch is turned with the space bar once it has the focus (its input is drawn over). */
async function toggle(control: Locator) {
  await control.focus();
  await control.press('Space');
}

/** The checklist's progress line, read as the owner reads it. */
const checklistOf = (page: Page) => page.getByRole('region', { name: 'Set up your clinic' });

async function openStep(page: Page, title: string) {
  await page.getByRole('link', { name: 'Calendar' }).first().click();
  await checklistOf(page)
    .getByRole('link', { name: `To do: ${title}` })
    .click();
}

async function expectDone(page: Page, count: number) {
  await page.getByRole('link', { name: 'Calendar' }).first().click();
  await expect(checklistOf(page).getByText(`${count} of 6 done`)).toBeVisible();
}

test('a new owner sets up an empty clinic from the checklist to a first booked visit', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `first-day-${randomUUID()}@example.com`;

  await test.step('sign up with the clinic name, verify the address and sign in', async () => {
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'Name', exact: true }).pressSequentially('Milica');
    await page
      .getByRole('textbox', { name: 'Last name', exact: true })
      .pressSequentially('Stanković');
    await page
      .getByRole('textbox', { name: 'Clinic name', exact: true })
      .pressSequentially('Kinetic Physio Zemun');
    await page
      .getByRole('textbox', { name: 'Location', exact: true })
      .pressSequentially('Belgrade, Serbia');
    await page.getByRole('textbox', { name: 'Email', exact: true }).pressSequentially(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).pressSequentially(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/checkout\/success/);

    const mail = await waitForMail(email, 'Confirm your email address');
    await page.goto(pathOf(mail.link));
    await expect(page.getByText('Your email has been verified. You can now log in.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).pressSequentially(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).pressSequentially(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('button', { name: /Account menu for Milica Stanković/ }),
    ).toContainText('Kinetic Physio Zemun');
  });

  await test.step('the dashboard opens on the setup checklist, the calendar still in view', async () => {
    await expect(checklistOf(page).getByText('0 of 6 done')).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Calendar' })).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  await test.step('clinic details, Saturday hours, euros and 20 % tax included', async () => {
    await openStep(page, 'Clinic details and opening hours');
    const form = page.getByRole('form', { name: 'Clinic settings' });
    await expect(form.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Belgrade');
    await typeInto(form.getByRole('textbox', { name: 'Address' }), 'Glavna 12, 11080 Zemun');
    await typeInto(form.getByRole('textbox', { name: 'Phone' }), '+381 11 555 0199');
    await toggle(form.getByRole('switch', { name: 'Open on Saturday' }));
    await typeSegments(form.getByLabel('Saturday opens'), '0900A');
    const closes = form.getByLabel('Saturday closes');
    await typeSegments(closes, '0130P');
    await expect(closes).toHaveValue('13:30');

    const currency = form.getByRole('combobox', { name: 'Currency' });
    await typeInto(currency, 'EUR');
    await page.getByRole('option', { name: 'EUR — Euro' }).click();
    await typeInto(form.getByRole('textbox', { name: 'Default tax rate (%)' }), '20');
    await toggle(form.getByRole('switch', { name: /Prices include tax/ }));
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Clinic settings saved')).toBeVisible();
    const saved = (await (await page.request.get('/api/v1/clinic/settings')).json()).settings;
    expect(saved).toMatchObject({
      currency: 'EUR',
      taxRateBasisPoints: 2000,
      pricesIncludeTax: true,
    });
    expect(saved.openingHours[6]).toEqual({ open: '09:00', close: '13:30' });
    await expectDone(page, 1);
  });

  await test.step('a service priced by typing 65, then corrected by selecting all', async () => {
    await openStep(page, 'Services');
    await page.getByRole('button', { name: 'New service' }).click();
    const dialog = page.getByRole('dialog', { name: 'New service' });
    await dialog.getByRole('textbox', { name: 'Name' }).pressSequentially('Initial assessment');
    await typeInto(dialog.getByRole('textbox', { name: /Duration/ }), '60');
    const price = dialog.getByRole('textbox', { name: /Price/ });
    await price.click();
    await page.keyboard.type('65');
    await expect(price).toHaveValue('65');
    await dialog.getByRole('button', { name: 'Add service' }).click();
    const item = page
      .getByRole('list', { name: 'Services' })
      .getByRole('listitem')
      .filter({ hasText: 'Initial assessment' });
    await expect(item).toContainText('1 h · €65.00');

    await item.getByRole('button', { name: 'Edit Initial assessment' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit service' });
    await edit.getByRole('textbox', { name: /Price/ }).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('1,250.5');
    await edit.getByRole('button', { name: 'Save service' }).click();
    await expect(item).toContainText('1 h · €1,250.50');
    await item.getByRole('button', { name: 'Edit Initial assessment' }).click();
    await page
      .getByRole('dialog', { name: 'Edit service' })
      .getByRole('textbox', { name: /Price/ })
      .click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('72.5');
    await page
      .getByRole('dialog', { name: 'Edit service' })
      .getByRole('button', { name: 'Save service' })
      .click();
    await expect(item).toContainText('1 h · €72.50');
    await expectDone(page, 2);
  });

  await test.step('a treatment room', async () => {
    await openStep(page, 'Rooms');
    // The clinic's one location, named after it, holds the room.
    await page.getByRole('textbox', { name: /^New room at / }).pressSequentially('Room 1');
    await page.getByRole('button', { name: 'Add room' }).click();
    await expect(page.getByRole('list', { name: /^Rooms at / })).toContainText('Room 1');
    await expectDone(page, 3);
  });

  await test.step('a therapist invited by email', async () => {
    await openStep(page, 'Invite your team');
    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog', { name: /Invite/ });
    await dialog
      .getByRole('textbox', { name: 'Email' })
      .pressSequentially(`physio-${randomUUID()}@example.com`);
    await expect(
      dialog.getByText('Takes appointments; you can change that after they join.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    await expectDone(page, 4);
  });

  await test.step('patients imported from the old system', async () => {
    await openStep(page, 'Import patients');
    await page.getByRole('button', { name: 'Next: choose file' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByLabel('CSV file').click();
    await (
      await chooser
    ).setFiles({
      name: 'patients.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'First name,Last name,Date of birth,Email\n' +
          'Mila,Stojanović,14.03.1986,mila.stojanovic@example.com\n' +
          'Đorđe,Pavlović,02/11/1979,\n',
      ),
    });
    await page.getByRole('button', { name: 'Next: match columns' }).click();
    // 02/11/1979 reads both ways; the old system wrote the day first.
    await page.getByRole('radio', { name: 'Day first (31/12/1990)' }).check();
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByRole('button', { name: 'Import 2 patients' }).click();
    await expect(page.getByText('Imported 2 patients')).toBeVisible();
    await expectDone(page, 5);
  });

  await test.step('the first visit, booked with a typed date and time', async () => {
    await openStep(page, 'Book the first appointment');
    await expect(page.getByRole('heading', { level: 1, name: 'New appointment' })).toBeVisible();
    const patient = page.getByRole('combobox', { name: 'Patient' });
    await patient.pressSequentially('Stojan');
    await page.getByRole('option', { name: /Mila Stojanović/ }).click();
    await expect(page.getByRole('combobox', { name: /Therapist|Practitioner/ })).toHaveValue(
      'Milica Stanković',
    );
    await page.getByRole('combobox', { name: 'Service' }).click();
    await page.getByRole('option', { name: /Initial assessment/ }).click();
    const visitDay = nextMonday();
    const date = page.getByRole('textbox', { name: 'Date', exact: true });
    await typeSegments(date, visitDay.typed);
    await expect(date).toHaveValue(visitDay.iso);
    const start = page.getByRole('textbox', { name: 'Start', exact: true });
    await typeSegments(start, '0930A');
    await expect(start).toHaveValue('09:30');
    await expect(page.getByRole('textbox', { name: 'End', exact: true })).toHaveValue('10:30');
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page).toHaveURL(/\/dashboard\/appointment\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Mila Stojanović').first()).toBeVisible();
  });

  await test.step('the checklist is complete and can be put away', async () => {
    await page.getByRole('link', { name: 'Calendar' }).first().click();
    const checklist = page.getByRole('region', { name: 'Your clinic is set up' });
    await expect(checklist.getByText('All 6 setup steps are done.')).toBeVisible();
    await checklist.getByRole('button', { name: 'Hide checklist' }).click();
    await expect(checklist).toBeHidden();
    await page.reload();
    await expect(page.getByRole('toolbar', { name: 'Calendar' })).toBeVisible();
    await expect(checklistOf(page)).toHaveCount(0);
  });
});
