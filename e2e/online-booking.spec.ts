import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_OWNER, fromAddress } from './fixtures';
import { tabTo } from './keyboard';
import { pathOf, waitForDelivery, waitForMail } from './mail';

// A patient in New York books the Belgrade demo clinic on their phone, by keyboard alone.
test.use({
  viewport: { width: 375, height: 800 },
  timezoneId: 'America/New_York',
  ...fromAddress('198.51.100.24'),
});

/** Bob, a patient of the clinic, waits for any time of an initial assessment: staff put him on the waitlist. */
async function bobOnTheWaitlist(request: APIRequestContext) {
  const staff = async (method: 'GET' | 'POST', url: string, data?: object) => {
    const response = await request.fetch(`/api/v1${url}`, { method, data });
    if (!response.ok())
      throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  expect((await request.post('/api/v1/auth/login', { data: DEMO_OWNER })).ok()).toBe(true);
  const email = `bob.${randomUUID().slice(0, 8)}@example.com`;
  const { patient } = await staff('POST', '/patients', {
    firstName: 'Bob',
    lastName: 'Marković',
    email,
    consentToContact: true,
  });
  const { services } = await staff('GET', '/services');
  const assessment = (services as { id: string; name: string }[]).find(
    (service) => service.name === 'Initial assessment',
  )!;
  const until = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await staff('POST', '/waitlist', {
    patientId: patient.id,
    serviceId: assessment.id,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    from: '00:00',
    to: '24:00',
    until,
  });
  return email;
}

test('a patient books the demo clinic from a phone with the keyboard, moves the visit in the portal so the waitlist fills the freed time, and fills in the intake form', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `ana.${randomUUID().slice(0, 8)}@example.com`;
  const bob = await bobOnTheWaitlist(request);
  await page.goto('/book/demo-physio');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Physio Clinic' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('New and returning patients are welcome');

  const choose = async (name: RegExp) => {
    const choice = page.getByRole('button', { name });
    await tabTo(page, choice);
    await page.keyboard.press('Enter');
  };
  await choose(/^Centar/);
  await choose(/^Initial assessment/);
  await choose(/^Anyone available/);

  await expect(page.getByText(/^Times are in Europe\/Belgrade \(clinic time\)\./)).toBeVisible();
  const firstTime = page.getByRole('button', { name: /^\d{2}:\d{2}, / }).first();
  const thisWeeksFirst = await firstTime.getAttribute('aria-label');
  await choose(/^Next week/);
  await expect(firstTime).not.toHaveAttribute('aria-label', thisWeeksFirst!);
  // The first free time next week, named with its day.
  const [timeText, dayName] = (await firstTime.getAttribute('aria-label'))!.split(', ');
  await tabTo(page, firstTime);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expect(page.getByText(dayName!)).toBeVisible();
  const field = async (name: string, text: string) => {
    const input = page.getByRole('textbox', { name, exact: true });
    await tabTo(page, input);
    await input.pressSequentially(text);
  };
  await field('First name', 'Ana');
  await field('Last name', 'Petrović');
  await field('Email', email);
  await field('Phone', '+381 64 555 0101');
  await field('Day', '17');
  await field('Month', '5');
  await field('Year', '1990');
  await tabTo(page, page.getByRole('button', { name: 'Book this time' }));
  await page.keyboard.press('Enter');

  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  const codeMail = await waitForDelivery(email, 'is your code to book at Demo Physio Clinic');
  const code = /\b(\d{6})\b/.exec(codeMail.subject)![1]!;
  await field('Code', code);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'You’re booked' })).toBeVisible();
  await expect(page.getByText('Initial assessment')).toBeVisible();
  await expect(page.getByText(timeText!).first()).toBeVisible();

  const confirmation = await waitForDelivery(
    email,
    'Your appointment at Demo Physio Clinic is booked',
  );
  expect(confirmation.attachments.some((name) => name.endsWith('.ics'))).toBe(true);

  // Later, from the portal: sign in by the mailed link and move the visit to another time.
  const yourVisits = page.getByRole('link', { name: 'your visits' });
  await tabTo(page, yourVisits);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/demo-physio$/);
  await field('Email', email);
  await page.keyboard.press('Enter');
  await expect(page.getByText('a sign-in link is on its way')).toBeVisible();
  const signIn = await waitForMail(email, 'Your sign-in link for Demo Physio Clinic');
  await page.goto(pathOf(signIn.link));
  await expect(page.getByRole('heading', { name: 'Hello, Ana' })).toBeVisible();
  const visit = page.getByRole('article', { name: /^Initial assessment, / });
  await expect(visit).toBeVisible();
  await choose(/^Change time/);
  // The first free time on another day than the visit's: the old time is left free for the waitlist.
  const times = page.getByRole('button', { name: /^\d{2}:\d{2}, / });
  await expect(times.first()).toBeVisible();
  const labels = await times.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label') ?? ''),
  );
  const index = labels.findIndex((label) => label.split(', ')[1] !== dayName);
  const otherTime = times.nth(index);
  const [newTime] = labels[index]!.split(', ');
  await tabTo(page, otherTime, { max: index + 40 });
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Move visit' }).press('Enter');
  await expect(visit).toContainText(newTime!);

  // The time Ana left is offered to the waitlist at once; Bob takes it from his mail.
  const offer = await waitForMail(bob, 'A time opened up at Demo Physio Clinic');
  expect(offer.text).toContain(timeText!);
  await page.goto(pathOf(offer.link));
  await choose(/^Book this time$/);
  await expect(page.getByRole('heading', { name: 'You’re booked' })).toBeVisible();
  await waitForDelivery(bob, 'Your appointment at Demo Physio Clinic is booked');

  // Ana's first visit brings the clinic's intake form (sent within a minute of booking).
  const formMail = await waitForMail(
    email,
    'Please fill in New patient intake before your visit',
    75_000,
  );
  await page.goto(pathOf(formMail.link));
  await expect(page.getByRole('heading', { name: 'New patient intake' })).toBeVisible();
  await field('Mobile phone', '+381 64 555 0101');
  await field('Allergies', 'Penicillin');
  const tick = async (name: string | RegExp) => {
    await tabTo(page, page.getByRole('checkbox', { name }), { max: 60 });
    await page.keyboard.press('Space');
  };
  await tick('Knee');
  // A radio group is one stop of the Tab key; the arrow keys choose within it.
  await tabTo(page, page.getByRole('radio', { name: 'Yes' }), { max: 60 });
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await tick('I agree');
  // So is a row of tabs: from "Draw" to "Type".
  await tabTo(page, page.getByRole('tab', { name: 'Draw' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Type' })).toHaveAttribute('aria-selected', 'true');
  await field('Type your full name', 'Ana Petrović');
  await choose(/^Send to the clinic$/);
  await expect(page.getByText('Thank you — your form is with the clinic')).toBeVisible();
});
