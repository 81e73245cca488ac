import { expect, type Page } from '@playwright/test';
import { axeTour } from './axe';
import { test } from './fixtures';

interface DemoMember {
  id: string;
  userId: string;
  email: string;
}

/** A therapist of the demo clinic, for the team member's edit and schedule screens. */
async function demoTherapist(page: Page): Promise<DemoMember> {
  const response = await page.request.get('/api/v1/team/members');
  expect(response.ok()).toBe(true);
  const { members } = (await response.json()) as { members: DemoMember[] };
  return members.find((member) => member.email === 'therapist1@demo-physio.example')!;
}

// The owner's own screens and the clinic's team, billing and online booking (settings screens).
const screens: ((member: { id: string; userId: string }) => string)[] = [
  () => '/dashboard/settings',
  () => '/dashboard/profile',
  () => '/dashboard/settings/team-management',
  ({ id }) => `/dashboard/settings/team-management/${id}/edit`,
  ({ userId }) => `/dashboard/settings/team-management/${userId}/schedule`,
  () => '/dashboard/settings/plan-and-billing',
  () => '/dashboard/settings/online-booking',
];

test('axe finds no violations on the account, team, billing and online booking screens', async ({
  page,
  storedSignIn,
}) => {
  await storedSignIn();
  const therapist = await demoTherapist(page);
  await axeTour(
    page,
    screens.map((screen) => ({
      name: screen({ id: ':id', userId: ':userId' }),
      path: screen(therapist),
    })),
  );
});
