import { expect, test } from '@playwright/test';
import { clearRange } from './calendar-helpers';
import { signIn } from './fixtures';
import { chooseOption, expectVisibleFocus, tabTo } from './keyboard';

const THERAPIST = { email: 'therapist1@demo-physio.example', password: 'Motio-demo-2026' };
const THERAPIST_NAME = 'Maja Ilić';

// The demo clinic is in Europe/Belgrade; the week of 13 September 2027 is this spec's own.
test.use({ timezoneId: 'Europe/Belgrade', viewport: { width: 1280, height: 900 } });

// No click, fill or focus() from here on: Tab, Shift+Tab, arrows, Enter, Space and typing.
test('a therapist signs in, books a visit and signs its note with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Set-up through the API: a patient of this run, an empty week (a retry's booking gone).
  await signIn(page, THERAPIST);
  await clearRange(page.request, '2027-09-13T00:00:00Z', '2027-09-20T00:00:00Z');
  const lastName = `Keyboard-${Date.now()}`;
  const patientName = `Tara ${lastName}`;
  const created = await page.request.post('/api/v1/patients', {
    data: { firstName: 'Tara', lastName, dateOfBirth: '1990-05-05' },
  });
  expect(created.status(), await created.text()).toBe(201);
  expect((await page.request.post('/api/v1/auth/logout')).ok()).toBe(true);
  // Wednesday 15 September 2027, 10:00 in Belgrade.
  await page.clock.setFixedTime(new Date('2027-09-15T08:00:00Z'));

  await test.step('sign in', async () => {
    await page.goto('/login');
    await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(THERAPIST.email);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, page.getByRole('textbox', { name: 'Password', exact: true }));
    await page.keyboard.type(THERAPIST.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('choose a slot in the calendar', async () => {
    const slot = page.getByRole('button', { name: /^New appointment, / });
    await tabTo(page, slot);
    await expect(slot).toHaveAccessibleName('New appointment, Wednesday 15 September, 10:00');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(slot).toHaveAccessibleName('New appointment, Wednesday 15 September, 11:00');
    await expectVisibleFocus(page, slot);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'New appointment' })).toBeVisible();
  });

  await test.step('book the patient for a follow-up', async () => {
    const patient = page.getByRole('combobox', { name: 'Patient' });
    await tabTo(page, patient);
    await page.keyboard.type(lastName);
    await chooseOption(page, patient, new RegExp(lastName));
    await expect(patient).toHaveValue(patientName);
    await expect(page.getByRole('combobox', { name: 'Therapist' })).toHaveValue(THERAPIST_NAME);
    const service = page.getByRole('combobox', { name: 'Service' });
    await tabTo(page, service);
    await chooseOption(page, service, 'Follow-up treatment (45 min)');
    await expect(page.getByRole('textbox', { name: 'End' })).toHaveValue('11:45');
    await tabTo(page, page.getByRole('button', { name: 'Book appointment' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/appointment\/[0-9a-f-]{36}$/);
  });

  await test.step("open the patient's record from the appointment", async () => {
    // The record's link is near the end of the page: back there with Shift+Tab.
    const record = page.getByRole('link', { name: patientName });
    await tabTo(page, record, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: patientName })).toBeVisible();
    // Tab reaches the chosen tab; the arrow keys move along the tabs.
    await tabTo(page, page.getByRole('tab', { name: 'Overview' }));
    const notesTab = page.getByRole('tab', { name: 'Visit notes' });
    for (let presses = 0; presses < 8; presses += 1) {
      if (await notesTab.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('ArrowRight');
    }
    await expectVisibleFocus(page, notesTab);
    await expect(notesTab).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('write the note of that visit and save the draft', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Write visit note' }));
    await page.keyboard.press('Space');
    // The form's heading takes the focus, so Tab goes on into the form.
    await expect(page.getByRole('heading', { name: 'Write visit note' })).toBeFocused();
    const visit = page.getByRole('combobox', { name: 'Appointment' });
    await tabTo(page, visit);
    await chooseOption(page, visit, /Wed 15 Sept 2027, 11:00/);
    await expect(page.getByRole('combobox', { name: 'Template' })).toHaveValue('Follow-up');
    const subjective = page.getByRole('textbox', { name: 'Subjective' });
    await tabTo(page, subjective);
    // Replace the template's prompts.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Knee pain 3/10 after the stairs; no swelling.');
    await tabTo(page, page.getByRole('button', { name: 'Save draft' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('form', { name: 'Edit draft note' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Subjective' })).toHaveValue(
      'Knee pain 3/10 after the stairs; no swelling.',
    );
  });

  await test.step('sign the note', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Sign note' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign this note?' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Sign note' }), { max: 5 });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Signed by ${THERAPIST_NAME}`)).toBeVisible();
    await expect(page.getByText('Knee pain 3/10 after the stairs; no swelling.')).toBeVisible();
  });
});
