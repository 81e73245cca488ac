import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes, waitForScreenData } from './axe';
import { test } from './fixtures';

/** A job of the demo clinic (seeded: overdue ones among them), found once per worker. */
let jobId: Promise<string> | undefined;
function demoJobId(page: Page): Promise<string> {
  jobId ??= (async () => {
    const response = await page.request.get('/api/v1/jobs?overdue=true&limit=1');
    expect(response.status()).toBe(200);
    const { jobs } = (await response.json()) as { jobs: { id: string }[] };
    return jobs[0]!.id;
  })();
  return jobId;
}

const screens: ((id: string) => string)[] = [
  () => '/dashboard/all-jobs',
  () => '/dashboard/all-jobs?status=all',
  () => '/dashboard/add-job',
  (id) => `/dashboard/edit-job/${id}`,
];

test.describe('accessibility of the job screens', () => {
  test.beforeEach(async ({ storedSignIn }) => {
    await storedSignIn();
  });

  for (const screen of screens) {
    test(`axe finds no violations on ${screen(':id')} at 1280 and 375 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(screen(await demoJobId(page)));
      await waitForScreenData(page);
      await expectNoAxeViolationsInBothThemes(page);
      // The phone layout of the same screen: cards instead of the table.
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoAxeViolationsInBothThemes(page);
    });
  }
});
