import { expect, type Page } from '@playwright/test';
import { axeTour } from './axe';
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

// At 375 px, the phone layout of each screen: cards instead of the table.
test('axe finds no violations on the job screens at 1280 and 375 px', async ({
  page,
  storedSignIn,
}) => {
  await storedSignIn();
  const id = await demoJobId(page);
  await axeTour(
    page,
    screens.map((screen) => ({ name: screen(':id'), path: screen(id) })),
    { widths: [1280, 375] },
  );
});
