import { expect } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes, waitForScreenData } from './axe';
import { test } from './fixtures';

const screens = [
  '/dashboard/test-feedback',
  '/dashboard/contact-support',
  '/dashboard/settings/audit-log',
];

test.describe('accessibility of feedback, support and the audit log', () => {
  test.beforeEach(async ({ storedSignIn }) => {
    await storedSignIn();
  });

  for (const screen of screens) {
    test(`axe finds no violations on ${screen}`, async ({ page }) => {
      await page.goto(screen);
      await waitForScreenData(page);
      await expectNoAxeViolationsInBothThemes(page);
    });
  }

  test('axe finds no violations in the feedback panel', async ({ page }) => {
    await page.goto('/dashboard/all-patients');
    await waitForScreenData(page);
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('button', { name: 'Feedback' })
      .click();
    const panel = page.getByRole('dialog', { name: 'Send feedback' });
    await expect(panel).toBeVisible();
    // Field errors are part of the panel's states.
    await panel.getByRole('button', { name: 'Send feedback' }).click();
    await expect(panel.getByText('Write your feedback.')).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
  });
});
