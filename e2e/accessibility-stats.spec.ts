import { axeTour } from './axe';
import { DEMO_OWNER, test } from './fixtures';

const tours = [
  {
    account: DEMO_OWNER,
    screens: [
      { name: 'the figures of the last 12 weeks', path: '/dashboard/stats' },
      // Also the custom range's form, open for a custom range.
      {
        name: 'a range without appointments',
        path: '/dashboard/stats?range=custom&from=2020-01-06&to=2020-01-12',
      },
    ],
  },
  {
    account: { ...DEMO_OWNER, email: 'therapist1@demo-physio.example' },
    screens: [{ name: "a therapist's message", path: '/dashboard/stats' }],
  },
];

test.describe('accessibility of the stats screen', () => {
  for (const { account, screens } of tours) {
    test(`axe finds no violations on ${screens.map((screen) => screen.name).join(' and ')}`, async ({
      page,
      storedSignIn,
    }) => {
      await storedSignIn(account);
      await axeTour(page, screens);
    });
  }
});
