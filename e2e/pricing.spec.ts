import { expect, test } from '@playwright/test';
import { fromAddress } from './fixtures';

// People signing up from an address of this file's own (see fromAddress).
test.use(fromAddress('203.0.113.16'));

test.describe('/pricing', () => {
  test('an add-on chosen here reaches checkout as added after sign-up, with the same total', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await page.getByRole('checkbox', { name: 'Team Training' }).check();
    const estimate = page.getByRole('region', { name: 'Your estimate' });
    await expect(page.getByTestId('estimate-total')).toHaveText('$49.99');
    await estimate.getByRole('link', { name: 'Start free trial of Team' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Team/ })).toBeChecked();
    await expect(
      page.getByText(
        'Total for Team, billed monthly: $49.99 per month after your 14-day free trial.',
      ),
    ).toBeVisible();
    const afterSignUp = page.getByRole('region', { name: 'Added after sign-up' });
    await expect(afterSignUp.getByText('Team Training')).toBeVisible();
    await expect(afterSignUp.getByText('$100.00 one-time')).toBeVisible();
    await expect(afterSignUp.getByText(/Not part of checkout or its total/)).toBeVisible();

    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('region', { name: 'Your plan' });
    await expect(summary.getByText('$49.99 per month, billed monthly')).toBeVisible();
    await expect(
      summary.getByRole('region', { name: 'Added after sign-up' }).getByText('Team Training'),
    ).toBeVisible();
  });

  test('fits a 375 px phone: no sideways page scroll, and Clinic+ leads to sales', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.locator('[data-plan="clinic"]').getByRole('link', { name: 'Contact Sales' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
