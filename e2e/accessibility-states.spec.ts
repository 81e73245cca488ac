import { expect, type Page } from '@playwright/test';
import { axeTour } from './axe';
import { DEMO_OWNER, test } from './fixtures';

// Error, empty and alternate states that are screens of their own.
// Answers the server gives only in rare moments (a failure, an empty catalogue, a valid link
// from a mail) are stubbed: axe checks what the screen renders for them.

const DEMO_ASSISTANT = { ...DEMO_OWNER, email: 'assistant@demo-physio.example' };

async function answer(page: Page, url: string, status: number, body: unknown) {
  await page.route(url, (route) => route.fulfill({ status, json: body }));
}

/** A patient of the demo clinic. */
async function demoPatientId(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/patients?limit=1');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { patients: { id: string }[] }).patients[0]!.id;
}

const invitation = (accountExists: boolean) => ({
  invitation: {
    clinicName: 'Demo Physio Clinic',
    email: 'new.colleague@example.com',
    role: 'therapist',
    invitedByName: 'Ana Marković',
    accountExists,
  },
});

interface State {
  name: string;
  signedIn?: typeof DEMO_OWNER;
  /** Stubs and the address; answers the address to open. */
  open: (page: Page) => Promise<string>;
  /** Brings the screen into its state once it is open. */
  then?: (page: Page) => Promise<void>;
}

const states: State[] = [
  {
    name: 'verify-email: the address is verified',
    open: async (page) => {
      await answer(page, '**/api/v1/auth/verify-email?*', 200, { msg: 'Email verified.' });
      return '/verify-email?token=from-the-mail';
    },
  },
  {
    name: 'reset-password: the link has no code',
    open: async () => '/reset-password',
  },
  {
    name: 'accept-invitation: a new person sets a name and password',
    open: async (page) => {
      await answer(page, '**/api/v1/auth/invitation?*', 200, invitation(false));
      return '/accept-invitation?token=from-the-mail';
    },
  },
  {
    name: 'accept-invitation: an existing account signs in to accept',
    open: async (page) => {
      await answer(page, '**/api/v1/auth/invitation?*', 200, invitation(true));
      return '/accept-invitation?token=from-the-mail';
    },
  },
  {
    name: 'login: a refused sign-in with its toast',
    open: async () => '/login',
    then: async (page) => {
      await page.getByRole('textbox', { name: 'Email' }).fill('nobody-here@example.com');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert').filter({ hasText: /password/i })).toBeVisible();
    },
  },
  {
    name: 'login: the two-factor code step',
    open: async (page) => {
      await answer(page, '**/api/v1/auth/login', 200, {
        msg: 'Enter the code from your authenticator app.',
        twoFactorRequired: true,
        challengeToken: 'challenge',
      });
      return '/login';
    },
    then: async (page) => {
      await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_OWNER.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('any password');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('textbox', { name: /code/i })).toBeVisible();
    },
  },
  {
    name: 'checkout: no products to offer',
    open: async (page) => {
      await answer(page, '**/api/v1/billing/products', 200, { items: [] });
      return '/checkout';
    },
    then: async (page) => {
      await expect(page.getByText('No products available. Please try again later.')).toBeVisible();
    },
  },
  {
    name: 'a public page whose code fails to load (route error screen)',
    open: async (page) => {
      await page.route('**/assets/FeaturesPage-*.js', (route) => route.abort());
      return '/features';
    },
    then: async (page) => {
      await expect(page.getByRole('heading', { name: 'something went wrong' })).toBeVisible();
    },
  },
  {
    name: 'a dashboard address that does not exist (404)',
    signedIn: DEMO_OWNER,
    open: async () => '/dashboard/no-such-screen',
    then: async (page) => {
      await expect(page.getByRole('heading', { name: 'Ohh! page not found' })).toBeVisible();
    },
  },
  {
    name: 'a dashboard screen whose data fails to load (route error screen)',
    signedIn: DEMO_OWNER,
    open: async (page) => {
      const id = await demoPatientId(page);
      await answer(page, `**/api/v1/patients/${id}`, 500, { msg: 'Something went wrong.' });
      return `/dashboard/patients/${id}`;
    },
    then: async (page) => {
      await expect(page.getByRole('heading', { name: 'something went wrong' })).toBeVisible();
    },
  },
  {
    name: 'patients: no patient matches the search',
    signedIn: DEMO_OWNER,
    open: async () => '/dashboard/all-patients?q=no-such-patient-anywhere',
    then: async (page) => {
      await expect(page.getByRole('heading', { name: 'No patients match' })).toBeVisible();
    },
  },
  {
    name: 'jobs: no job matches the search',
    signedIn: DEMO_OWNER,
    open: async () => '/dashboard/all-jobs?q=no-such-job-anywhere',
    then: async (page) => {
      await expect(page.getByRole('heading', { name: 'No jobs match' })).toBeVisible();
    },
  },
  ...(['Month', 'Day', 'Agenda'] as const).map((view) => ({
    name: `calendar: the ${view.toLowerCase()} view`,
    signedIn: DEMO_OWNER,
    open: async () => '/dashboard',
    then: async (page: Page) => {
      // The segmented control's radios sit under their labels: a click lands on the label.
      const radio = page.getByRole('radio', { name: view });
      await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
      await expect(radio).toBeChecked();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
    },
  })),
  {
    name: "an assistant on a patient's clinical screen",
    signedIn: DEMO_ASSISTANT,
    open: async (page) => `/dashboard/patients/${await demoPatientId(page)}/diagnoses/new`,
    then: async (page) => {
      await expect(page.getByText('Diagnoses are part of the clinical record')).toBeVisible();
    },
  },
];

/**
 * The states in tours of one page each, by who is signed in. In a tour a stub stays for the
 * screens after its own, and the one registered last answers: the order above keeps each
 * screen's answers its own (the refused sign-in before the stubbed two-factor step).
 */
test.describe('accessibility of error, empty and alternate states', () => {
  const tours = [
    { name: 'the public site', account: undefined },
    { name: 'the dashboard', account: DEMO_OWNER },
    { name: "an assistant's dashboard", account: DEMO_ASSISTANT },
  ];
  for (const { name, account } of tours) {
    const tour = states.filter((state) => state.signedIn === account);
    test(`axe finds no violations in the states of ${name}`, async ({ page, storedSignIn }) => {
      if (account) await storedSignIn(account);
      await axeTour(
        page,
        tour.map((state) => ({ name: state.name, path: state.open, ready: state.then })),
      );
    });
  }
});
