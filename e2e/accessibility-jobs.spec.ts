import { expect, test, type Page } from '@playwright/test';
import { chooseColorScheme, expectNoAxeViolations, waitForScreenData } from './axe';
import { signIn } from './fixtures';

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

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility of the job screens in the ${scheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await signIn(page);
      await chooseColorScheme(page, scheme);
    });

    for (const screen of screens) {
      for (const width of [375, 1280]) {
        test(`axe finds no violations on ${screen(':id')} at ${width} px`, async ({ page }) => {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(screen(await demoJobId(page)));
          await waitForScreenData(page, scheme);
          await expectNoAxeViolations(page);
        });
      }
    }
  });
}
