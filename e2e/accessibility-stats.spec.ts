import { expectNoAxeViolationsInBothThemes, waitForScreenData } from './axe';
import { DEMO_OWNER, test } from './fixtures';

const screens = [
  { name: 'the figures of the last 12 weeks', path: '/dashboard/stats', account: DEMO_OWNER },
  {
    // Also the custom range's form, open for a custom range.
    name: 'a range without appointments',
    path: '/dashboard/stats?range=custom&from=2020-01-06&to=2020-01-12',
    account: DEMO_OWNER,
  },
  {
    name: "a therapist's message",
    path: '/dashboard/stats',
    account: { ...DEMO_OWNER, email: 'therapist1@demo-physio.example' },
  },
];

test.describe('accessibility of the stats screen', () => {
  // The charts' many SVG nodes make each axe pass take seconds.
  test.describe.configure({ timeout: 60_000 });

  for (const screen of screens) {
    test(`axe finds no violations on ${screen.name}`, async ({ page, storedSignIn }) => {
      await storedSignIn(screen.account);
      await page.goto(screen.path);
      await waitForScreenData(page);
      await expectNoAxeViolationsInBothThemes(page);
    });
  }
});
