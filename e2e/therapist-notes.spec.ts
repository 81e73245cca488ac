import { expect, test } from '@playwright/test';
import { memberByEmail } from './calendar-helpers';
import { bookVisitToday, CLINIC_ZONE } from './clinic-day';
import { DEMO_OWNER, signIn } from './fixtures';

// A therapist at the end of a day: today's visit completed from Today, its note written from
// "Notes to finish", key by key, and signed.
const THERAPIST = { email: 'therapist2@demo-physio.example', password: DEMO_OWNER.password };

test.use({ timezoneId: CLINIC_ZONE });

test("the therapist completes today's visit and finishes its note from Notes to finish", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const lastName = `Notes-${Date.now()}`;
  const patientName = `Sanja ${lastName}`;
  await signIn(page, THERAPIST);
  const therapist = await memberByEmail(page.request, THERAPIST.email);
  await bookVisitToday(page.request, {
    therapistId: therapist.userId,
    time: '18:00',
    minutes: 45,
    patient: { firstName: 'Sanja', lastName },
  });
  expect((await page.request.post('/api/v1/auth/logout')).ok()).toBe(true);

  await test.step('sign in; Today opens on my own appointments', async () => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).pressSequentially(THERAPIST.email);
    await page
      .getByRole('textbox', { name: 'Password', exact: true })
      .pressSequentially(THERAPIST.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('combobox', { name: 'Practitioner' })).toHaveValue(
      'My appointments',
    );
    await page.getByRole('link', { name: 'Today' }).first().click();
    await expect(page.getByRole('combobox', { name: 'Practitioner' })).toHaveValue(
      'My appointments',
    );
  });

  await test.step('the patient is checked in, seen, and the visit completed', async () => {
    const visit = page.getByRole('listitem').filter({ hasText: patientName });
    await page.getByRole('button', { name: `Check in: ${patientName}` }).click();
    // The therapist reads that the check-in took before completing the visit.
    await expect(visit).toContainText('Checked in');
    await expect(page.getByRole('alert').filter({ hasText: 'Checked in.' })).toBeVisible();
    await page.getByRole('button', { name: `Complete: ${patientName}` }).click();
    // Completing offers the note at once; this therapist writes it at the end of the day.
    const offer = page.getByRole('alert').filter({ hasText: 'completed' });
    await expect(offer.getByRole('button', { name: 'Write note' })).toBeVisible();
    await offer.getByRole('button', { name: 'Close notification' }).click();
    await expect(visit).toContainText('Note missing');
  });

  const sidebarLink = page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: /^Notes to finish/ });
  // The badge counts what is left; it is not shown at zero.
  const pendingCount = async () => Number((await sidebarLink.innerText()).match(/\d+/)?.[0] ?? 0);
  let countBefore = 0;

  await test.step('Notes to finish lists the visit', async () => {
    await sidebarLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notes to finish' })).toBeVisible();
    await expect.poll(pendingCount).toBeGreaterThan(0);
    countBefore = await pendingCount();
    const list = page.getByRole('list', { name: 'Notes to finish' });
    await list.getByRole('link', { name: `Write note: ${patientName}` }).click();
  });

  await test.step('the note is written key by key, saved as a draft and signed', async () => {
    await expect(page.getByRole('heading', { level: 1, name: patientName })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Write visit note' })).toBeVisible();
    const findings = {
      Subjective: 'Pain 3/10 on stairs, sleeping better.',
      Objective: 'Knee flexion 120°, no effusion.',
      Assessment: 'Improving as planned.',
      Plan: 'Progress step-downs; review in a week.',
    };
    for (const [section, text] of Object.entries(findings)) {
      const field = page.getByRole('textbox', { name: new RegExp(`^${section}`) });
      await field.click();
      await field.press('ControlOrMeta+A');
      await field.pressSequentially(text);
    }
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('form', { name: 'Edit draft note' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign note' }).click();
    await page
      .getByRole('dialog', { name: 'Sign this note?' })
      .getByRole('button', { name: 'Sign note' })
      .click();
    await expect(page.getByText(/Signed by/)).toBeVisible();
    await expect(page.getByText(findings.Plan)).toBeVisible();
  });

  await test.step('the list is one shorter, and the visit is no longer marked', async () => {
    await sidebarLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notes to finish' })).toBeVisible();
    await expect.poll(pendingCount).toBe(countBefore - 1);
    await expect(page.getByRole('link', { name: `Write note: ${patientName}` })).toHaveCount(0);
    await page.getByRole('link', { name: 'Today' }).first().click();
    const row = page.getByRole('listitem').filter({ hasText: patientName });
    await expect(row).toBeVisible();
    await expect(row).not.toContainText('Note missing');
  });
});
