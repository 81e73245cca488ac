import { expect, test, type Page } from '@playwright/test';
import { memberByEmail } from './calendar-helpers';
import { bookVisitToday, clinicToday, CLINIC_ZONE } from './clinic-day';
import { DEMO_OWNER, signIn } from './fixtures';
import { waitForDelivery } from './mail';

// A visit from the front desk to the owner's figures: the receptionist checks the patient in,
// the therapist completes the visit (which drafts its invoice), the receptionist issues it and
// takes the payment with a receipt, and the owner sees the money in Stats.
const RECEPTIONIST = { email: 'assistant@demo-physio.example', password: DEMO_OWNER.password };
const THERAPIST = { email: 'therapist3@demo-physio.example', password: DEMO_OWNER.password };

test.use({ timezoneId: CLINIC_ZONE, viewport: { width: 1280, height: 900 } });

async function logInAs(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).pressSequentially(account.email);
  await page
    .getByRole('textbox', { name: 'Password', exact: true })
    .pressSequentially(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Money received today by cash, in cents, as the owner's report has it. */
async function cashReceivedToday(page: Page): Promise<number> {
  const [today] = clinicToday();
  const response = await page.request.get(
    `/api/v1/reports/revenue?from=${today}&to=${today}&groupBy=method`,
  );
  expect(response.status()).toBe(200);
  const report = (await response.json()) as { rows: { key: string; amountCents: number }[] };
  return report.rows.find((row) => row.key === 'cash')?.amountCents ?? 0;
}

test('a visit is checked in, completed, paid at the desk with a receipt, and counted in Stats', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const lastName = `Pays-${Date.now()}`;
  const patientName = `Vesna ${lastName}`;
  const email = `vesna.${lastName.toLowerCase()}@example.com`;

  await signIn(page, DEMO_OWNER);
  const therapist = await memberByEmail(page.request, THERAPIST.email);
  const services = (await (await page.request.get('/api/v1/services')).json()) as {
    services: { id: string; name: string }[];
  };
  const followUp = services.services.find((service) => service.name === 'Follow-up treatment')!;
  await bookVisitToday(page.request, {
    therapistId: therapist.userId,
    time: '19:00',
    minutes: 45,
    patient: { firstName: 'Vesna', lastName, email },
    serviceId: followUp.id,
  });
  const cashBefore = await cashReceivedToday(page);
  expect((await page.request.post('/api/v1/auth/logout')).ok()).toBe(true);

  await test.step('the receptionist checks the patient in from Today', async () => {
    await logInAs(page, RECEPTIONIST);
    await page.getByRole('link', { name: 'Today' }).first().click();
    await page.getByRole('button', { name: `Check in: ${patientName}` }).click();
    await expect(
      page.getByRole('listitem').filter({ hasText: patientName }).getByText('Checked in'),
    ).toBeVisible();
  });

  await test.step('the therapist completes the visit on their own Today', async () => {
    const context = await browser.newContext({ timezoneId: CLINIC_ZONE });
    const therapistPage = await context.newPage();
    await logInAs(therapistPage, THERAPIST);
    await therapistPage.getByRole('link', { name: 'Today' }).first().click();
    await therapistPage.getByRole('button', { name: `Complete: ${patientName}` }).click();
    await expect(
      therapistPage.getByRole('listitem').filter({ hasText: patientName }).getByText('Completed'),
    ).toBeVisible();
    await context.close();
  });

  await test.step('the receptionist issues the visit’s invoice and takes €65 in cash', async () => {
    await page.reload();
    await page.getByRole('button', { name: `Take payment: ${patientName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Take payment: ${patientName}` });
    // Completing the visit drafted its invoice at the price booked.
    await dialog.getByRole('button', { name: 'Issue €65.00' }).click();
    await expect(dialog.getByText(/owes €65\.00/)).toBeVisible();
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    await expect(amount).toHaveValue('65.00');
    await dialog.getByRole('radio', { name: 'Cash' }).check();
    await dialog.getByRole('checkbox', { name: 'Send receipt' }).check();
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText('Payment of €65.00 recorded.')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the patient gets the receipt as a PDF', async () => {
    const receipt = await waitForDelivery(email, 'Your receipt from', 20_000);
    expect(receipt.text).toContain('€65.00');
    expect(receipt.attachments.some((name) => name.endsWith('.pdf'))).toBe(true);
  });

  await test.step('the owner sees the money in Stats and what is still owed', async () => {
    await page.request.post('/api/v1/auth/logout');
    await logInAs(page, DEMO_OWNER);
    const [today] = clinicToday();
    await page.goto(`/dashboard/stats?range=custom&from=${today}&to=${today}`);
    const received = page.getByRole('region', { name: 'Money received' });
    await received.getByText('Payment method', { exact: true }).click();
    const cash = received.getByRole('row', { name: /^Cash/ });
    const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
    await expect(cash).toContainText(euros.format((cashBefore + 6500) / 100));
    const unpaid = page.getByRole('region', { name: 'Unpaid invoices' });
    await expect(unpaid.getByRole('link').first()).toBeVisible();
  });
});
