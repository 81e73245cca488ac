import { axeTour } from './axe';
import { DEMO_OWNER, test } from './fixtures';

const screens = [
  { name: "the clinic's message log", path: '/dashboard/messages' },
  {
    name: 'a filtered log without matches',
    path: '/dashboard/messages?channel=sms&status=bounced&from=2020-01-06&to=2020-01-12',
  },
  { name: 'the replies inbox', path: '/dashboard/messages?tab=replies' },
  { name: 'every reply, handled ones included', path: '/dashboard/messages?tab=replies&handled=1' },
];

test.describe('accessibility of the messages screen', () => {
  test(`axe finds no violations on ${screens.map((screen) => screen.name).join(', ')}`, async ({
    page,
    storedSignIn,
  }) => {
    await storedSignIn(DEMO_OWNER);
    await axeTour(page, screens);
  });
});
