import { expect, type Page } from '@playwright/test';
import { axeTour } from './axe';
import type { TourScreen } from './tour';
import { test } from './fixtures';

/** The feedback panel over a screen, with its field errors showing. */
async function openFeedbackPanel(page: Page) {
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('button', { name: 'Feedback' })
    .click();
  const panel = page.getByRole('dialog', { name: 'Send feedback' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Send feedback' }).click();
  await expect(panel.getByText('Write your feedback.')).toBeVisible();
}

const screens: TourScreen[] = [
  ...[
    '/dashboard/test-feedback',
    '/dashboard/contact-support',
    '/dashboard/settings/audit-log',
  ].map((path) => ({ name: path, path })),
  // Last: the panel stays open over the screens after it.
  { name: 'the feedback panel', path: '/dashboard/all-patients', ready: openFeedbackPanel },
];

test('axe finds no violations on feedback, support, the audit log and the feedback panel', async ({
  page,
  storedSignIn,
}) => {
  await storedSignIn();
  await axeTour(page, screens);
});
