import { expect, test, type Locator } from '@playwright/test';
import {
  BROWSER_ZONE,
  calendarEvent,
  clearRange,
  clickSlot,
  memberByEmail,
  openCalendarAt,
  slotPoint,
} from './calendar-helpers';
import { DEMO_OWNER, signIn } from './fixtures';

// The front desk's main work, typed and clicked as a receptionist does it: from a calendar
// filtered to one practitioner, book a new patient, move the visit, check the patient in.
const RECEPTIONIST = { email: 'assistant@demo-physio.example', password: DEMO_OWNER.password };
const PRACTITIONER = 'therapist1@demo-physio.example';

test.use({ timezoneId: BROWSER_ZONE, viewport: { width: 1280, height: 900 } });

/** A time field as a keyboard user fills it: from its hours, with AM/PM as this Chromium asks. */
async function typeTime(field: Locator, digits: string) {
  await field.focus();
  await field.pressSequentially(digits);
}

test('the receptionist books, moves and checks in from a calendar filtered to one practitioner', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The week of 20 September 2027 is this spec's own; a retry cancels what it booked there.
  await signIn(page, RECEPTIONIST);
  await clearRange(page.request, '2027-09-20T00:00:00Z', '2027-09-27T00:00:00Z');
  const practitioner = await memberByEmail(page.request, PRACTITIONER);
  const practitionerName = `${practitioner.name} ${practitioner.lastName}`;
  expect((await page.request.post('/api/v1/auth/logout')).ok()).toBe(true);
  const lastName = `Desk-${Date.now()}`;

  await test.step('sign in at the front desk', async () => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).pressSequentially(RECEPTIONIST.email);
    await page
      .getByRole('textbox', { name: 'Password', exact: true })
      .pressSequentially(RECEPTIONIST.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('the calendar shows everyone; the receptionist narrows it to one practitioner', async () => {
    // Monday 20 September 2027, 08:00 in Belgrade.
    await openCalendarAt(page, '2027-09-20T06:00:00Z');
    const filter = page.getByRole('combobox', { name: 'Practitioner' });
    await expect(filter).toHaveValue('All practitioners');
    await filter.click();
    await expect(page.getByRole('option', { name: practitionerName })).toBeVisible();
    // Neither the front desk nor the practice manager treats patients.
    for (const desk of ['Ivana Nikolić', 'Luka Petrović'])
      await expect(page.getByRole('option', { name: desk })).toHaveCount(0);
    await page.getByRole('option', { name: practitionerName }).click();
    await expect(filter).toHaveValue(practitionerName);
  });

  await test.step('a slot books that practitioner; a new patient is added on the way', async () => {
    await clickSlot(page, 2, '10:00');
    await expect(page.getByRole('heading', { level: 1, name: 'New appointment' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Therapist' })).toHaveValue(practitionerName);

    await page.getByRole('button', { name: 'New patient' }).click();
    const newPatient = page.getByRole('dialog');
    await newPatient.getByRole('textbox', { name: 'First name' }).pressSequentially('Jelena');
    await newPatient.getByRole('textbox', { name: 'Last name' }).pressSequentially(lastName);
    await newPatient.getByRole('textbox', { name: 'Phone' }).pressSequentially('+381 64 123 4567');
    await newPatient.getByRole('button', { name: 'Add patient' }).click();
    await expect(newPatient).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Patient' })).toHaveValue(`Jelena ${lastName}`);

    const service = page.getByRole('combobox', { name: 'Service' });
    await service.click();
    await service.pressSequentially('Follow');
    await page.getByRole('option', { name: /Follow-up treatment/ }).click();
    // The patient can only come at half past: the end follows the start as it is typed.
    const start = page.getByRole('textbox', { name: 'Start', exact: true });
    await typeTime(start, '1030A');
    await expect(start).toHaveValue('10:30');
    await expect(page.getByRole('textbox', { name: 'End', exact: true })).toHaveValue('11:15');
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page).toHaveURL(/\/dashboard\/appointment\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: `Jelena ${lastName}` })).toBeVisible();
  });

  const appointmentId = page.url().split('/').pop()!;

  await test.step('back on the calendar, still filtered, the visit is dragged to Thursday', async () => {
    await page.getByRole('link', { name: 'Calendar' }).first().click();
    await expect(page.getByRole('combobox', { name: 'Practitioner' })).toHaveValue(
      practitionerName,
    );
    const visit = calendarEvent(page, `Jelena ${lastName}`);
    await expect(visit).toBeVisible();
    const target = await slotPoint(page, 3, '14:00');
    const box = (await visit.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 8);
    await page.mouse.down();
    await page.mouse.move(target.x, target.y + 8, { steps: 12 });
    await page.mouse.up();
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/v1/appointments/${appointmentId}`);
        return ((await response.json()) as { appointment: { start: string } }).appointment.start;
      })
      .toBe('2027-09-23T12:00:00.000Z');
  });

  await test.step('the patient arrives: checked in from the calendar', async () => {
    await calendarEvent(page, `Jelena ${lastName}`).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/appointment/${appointmentId}$`));
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Check in', exact: true })).toBeHidden();
    await expect(page.getByText('Checked in').first()).toBeVisible();
    // The front desk books and checks in; writing the visit note is the therapist's.
    await expect(page.getByRole('link', { name: /Write note/ })).toHaveCount(0);
  });
});

test("the receptionist is warned off a practitioner's lunch break and books her next free time", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The week of 4 October 2027 is this test's own; a retry cancels what it booked there.
  await signIn(page, RECEPTIONIST);
  await clearRange(page.request, '2027-10-04T00:00:00Z', '2027-10-11T00:00:00Z');
  const practitioner = await memberByEmail(page.request, PRACTITIONER);
  const practitionerName = `${practitioner.name} ${practitioner.lastName}`;

  await test.step('her week shows when she does not work, and her lunch break asks first', async () => {
    // Tuesday 5 October 2027, 08:00 in Belgrade.
    await openCalendarAt(page, '2027-10-05T06:00:00Z');
    const filter = page.getByRole('combobox', { name: 'Practitioner' });
    await filter.click();
    await page.getByRole('option', { name: practitionerName }).click();
    await expect(page.getByTitle('Not working').first()).toBeVisible();
    await clickSlot(page, 1, '12:30');
    const ask = page.getByRole('dialog', { name: 'Book outside working hours?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Book anyway' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New appointment' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Therapist' })).toHaveValue(practitionerName);
  });

  await test.step('Next available offers her free times, and one click takes the first', async () => {
    const patient = page.getByRole('combobox', { name: 'Patient' });
    await patient.click();
    await patient.pressSequentially('Milica');
    await page.getByRole('option', { name: /Milica Radović/ }).click();
    const service = page.getByRole('combobox', { name: 'Service' });
    await service.click();
    await service.pressSequentially('Follow');
    await page.getByRole('option', { name: /Follow-up treatment/ }).click();

    const nextFree = page.getByRole('group', { name: 'Next available' });
    const first = nextFree.getByRole('button').first();
    await expect(first).toBeVisible();
    // Her first free time that Tuesday: not the lunch break the slot was in.
    const label = (await first.getAttribute('aria-label'))!;
    expect(label).toMatch(/^Tue 5 Oct, \d\d:\d\d/);
    expect(label).not.toContain('12:30');
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    const start = label.match(/\d\d:\d\d/)![0];
    await expect(page.getByRole('textbox', { name: 'Start', exact: true })).toHaveValue(start);
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page).toHaveURL(/\/dashboard\/appointment\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Milica Radović' })).toBeVisible();
  });

  await test.step('the booking lies inside her working time, at the location she works at', async () => {
    const id = page.url().split('/').pop()!;
    const { appointment } = (await (
      await page.request.get(`/api/v1/appointments/${id}`)
    ).json()) as {
      appointment: { start: string; end: string; locationId: string };
    };
    const search = new URLSearchParams({
      from: '2027-10-04T22:00:00Z',
      to: '2027-10-05T22:00:00Z',
    });
    const { practitioners } = (await (
      await page.request.get(`/api/v1/availability/working-time?${search}`)
    ).json()) as {
      practitioners: {
        practitionerId: string;
        working: { start: string; end: string; locationId: string }[];
      }[];
    };
    const working = practitioners.find(
      (entry) => entry.practitionerId === practitioner.userId,
    )!.working;
    expect(
      working.some(
        (span) =>
          span.locationId === appointment.locationId &&
          Date.parse(span.start) <= Date.parse(appointment.start) &&
          Date.parse(appointment.end) <= Date.parse(span.end),
      ),
    ).toBe(true);
  });
});
