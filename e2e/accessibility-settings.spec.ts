import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes, waitForScreenData } from './axe';
import { test } from './fixtures';

/** A therapist's membership in the demo clinic, for the team member's edit screen. */
async function demoTherapistMemberId(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/team/members');
  expect(response.ok()).toBe(true);
  const { members } = (await response.json()) as { members: { id: string; email: string }[] };
  return members.find((member) => member.email === 'therapist1@demo-physio.example')!.id;
}

// The owner's own screens and the clinic's team and billing (the settings screens).
const screens: ((memberId: string) => string)[] = [
  () => '/dashboard/settings',
  () => '/dashboard/profile',
  () => '/dashboard/settings/team-management',
  (id) => `/dashboard/settings/team-management/${id}/edit`,
  () => '/dashboard/settings/plan-and-billing',
];

test.describe('accessibility of the account, team and billing screens', () => {
  test.beforeEach(async ({ storedSignIn }) => {
    await storedSignIn();
  });

  for (const screen of screens) {
    test(`axe finds no violations on ${screen(':id')}`, async ({ page }) => {
      await page.goto(screen(await demoTherapistMemberId(page)));
      await waitForScreenData(page);
      await expectNoAxeViolationsInBothThemes(page);
    });
  }
});
