import { expect, test as base, type Page } from '@playwright/test';
import { DEMO_OPERATOR } from './fixtures';
import {
  sessionCookies,
  sharedContaminatedClinic,
  type Cookie,
  type XssClinic,
} from './stored-xss-clinic';
import {
  notShownAsText,
  reflectedPayload,
  stored,
  storedTextFields,
  type Screen,
} from './stored-xss-fields';
import {
  expectScriptsInert,
  fieldsMissing,
  inertReport,
  textsMissing,
  watchForScripts,
} from './stored-xss-watch';
import { requestStrings } from './openapi-strings';
import { tour } from './tour';

// A script-bearing value in every free-text field is shown as text on the canary's screens.
// Motio's CSP (script-src 'self') would block the payloads' inline handlers anyway: the page
// ignores it here, so what is tested is that nothing renders stored text as HTML.
interface Sessions {
  owner: Cookie[];
  operator: Cookie[];
}
const test = base.extend<object, { clinic: XssClinic; sessions: Sessions }>({
  clinic: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it
    async ({}, use) => use(await sharedContaminatedClinic()),
    { scope: 'worker', timeout: 60_000 },
  ],
  // Each worker signs in once for all its screens.
  sessions: [
    async ({ clinic }, use) =>
      use({
        owner: await sessionCookies(clinic.owner),
        operator: await sessionCookies(DEMO_OPERATOR),
      }),
    { scope: 'worker' },
  ],
});
test.use({ bypassCSP: true, viewport: { width: 1280, height: 900 } });

type Visitor = 'owner' | 'operator' | 'visitor';
interface Visit {
  as: Visitor;
  path: (clinic: XssClinic) => string;
}

const patient = (tab = '') => ({
  as: 'owner' as const,
  path: (clinic: XssClinic) => `/dashboard/patients/${clinic.patientId}${tab}`,
});

/**
 * The canary's screens. The lint rules of eslint.config.js keep every screen from rendering stored
 * text as markup; these ten, which together show most stored fields (the printed record shows 40 of
 * 62), prove it in a real browser, in a form's inputs too, and for the operator.
 */
const screens: Partial<Record<Screen, Visit>> = {
  'printed record': patient('/print'),
  'patient overview': patient(),
  'edit patient': patient('/edit'),
  'treatment plan': {
    as: 'owner',
    path: (clinic) => `/dashboard/patients/${clinic.patientId}/therapies/${clinic.planId}`,
  },
  'operator feedback': { as: 'operator', path: () => '/dashboard/admin/feedback-management' },
  locations: { as: 'owner', path: () => '/dashboard/settings/locations' },
  invoice: { as: 'owner', path: (clinic) => `/dashboard/invoices/${clinic.invoiceId}` },
  'credit note': { as: 'owner', path: (clinic) => `/dashboard/invoices/${clinic.creditNoteId}` },
  'void invoice': { as: 'owner', path: (clinic) => `/dashboard/invoices/${clinic.voidInvoiceId}` },
  schedule: {
    as: 'owner',
    path: (clinic) => `/dashboard/settings/team-management/${clinic.ownerUserId}/schedule`,
  },
};

async function open(page: Page, clinic: XssClinic, sessions: Sessions, visit: Visit) {
  if (visit.as !== 'visitor') await page.context().addCookies(sessions[visit.as]);
  await page.goto(visit.path(clinic));
}

test('every string a request can store is in the table, or is not free text', async ({
  request,
}) => {
  const openApi = await (await request.get('/api/v1/openapi.json')).json();
  const covered = new Set(storedTextFields.flatMap((entry) => entry.writes));
  const unlisted = requestStrings(openApi).filter(
    ({ route, property }) => !covered.has(`${route} ${property}`) && !(property in notShownAsText),
  );
  expect(unlisted, 'add these to storedTextFields (e2e/stored-xss-fields.ts)').toEqual([]);
  for (const entry of storedTextFields)
    expect(entry.shownOn.length, `${entry.field} is shown somewhere`).toBeGreaterThan(0);
});

for (const visitor of ['owner', 'operator'] as const) {
  const visits = (Object.entries(screens) as [Screen, Visit][]).filter(
    ([, visit]) => visit.as === visitor,
  );
  test(`the ${visitor}'s screens: every stored script is shown as text and none runs`, async ({
    page,
    clinic,
    sessions,
  }) => {
    test.setTimeout(30_000 + visits.length * 15_000);
    const dialogs = watchForScripts(page);
    await page.context().addCookies(sessions[visitor]);
    await tour(
      page,
      visits.map(([screen, visit]) => ({ name: screen, path: visit.path(clinic) })),
      async ({ name }) => {
        const fields = storedTextFields
          .filter((entry) => entry.shownOn.includes(name as Screen))
          .map((entry) => entry.field);
        // Soft: a screen that shows markup instead of text should also say what it ran.
        await expect.soft.poll(() => fieldsMissing(page, fields), { timeout: 15_000 }).toEqual([]);
        await expectScriptsInert(page, dialogs);
      },
    );
  });
}

const searches = [
  { screen: 'patients', path: '/dashboard/all-patients', empty: 'No patients match' },
];
for (const { screen, path, empty } of searches) {
  test(`a script searched for in ${screen} is shown as text and does not run`, async ({
    page,
    sessions,
  }) => {
    const dialogs = watchForScripts(page);
    await page.context().addCookies(sessions.owner);
    await page.goto(`${path}?q=${encodeURIComponent(reflectedPayload)}`);
    await expect(page.getByRole('heading', { name: empty })).toBeVisible({ timeout: 15_000 });
    expect(await textsMissing(page, [reflectedPayload])).toEqual([]);
    await expectScriptsInert(page, dialogs);
  });
}

test('the watch sees a stored value rendered as HTML', async ({ page, clinic, sessions }) => {
  const dialogs = watchForScripts(page);
  await open(page, clinic, sessions, screens['patient overview']!);
  await expect.poll(() => fieldsMissing(page, ['patient first name'])).toEqual([]);
  await page.evaluate(
    (html) => document.body.insertAdjacentHTML('beforeend', html),
    stored('patient first name'),
  );
  await expect.poll(async () => (await inertReport(page, dialogs)).flag).toBe(1);
  expect((await inertReport(page, dialogs)).elements).toHaveLength(1);
});
