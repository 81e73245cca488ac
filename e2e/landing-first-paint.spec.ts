import { expect, test } from '@playwright/test';

const HERO = 'Calm, organised care for physiotherapy clinics';

test.describe('the landing page paints before its JavaScript runs', () => {
  test('its first screen is in the HTML itself', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Early Access' })).toHaveAttribute(
      'href',
      '/early-access',
    );
  });

  test('the app takes that screen over without errors, and it works', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // The sign-in check's 401 is how a visitor is recognised as signed out.
      if (message.type() === 'error' && !message.text().includes('401')) {
        problems.push(message.text());
      }
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await page.getByRole('link', { name: 'Join Early Access' }).click();
    await expect(page).toHaveURL(/\/early-access$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('/pricing paints before its JavaScript runs', () => {
  test('its first screen is in the HTML itself, styled', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/pricing');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Simple pricing for every size of practice' }),
    ).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Billing period' })).toBeVisible();
  });

  test('the app takes it over without errors, and the billing toggle works', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('401')) {
        problems.push(message.text());
      }
    });
    await page.goto('/pricing');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Billing period' }).getByText('Yearly').click();
    await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(problems).toEqual([]);
  });

  test('on a slow phone, a link tapped while the app takes the page over is followed', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Start free trial of Team' }).first().click();
    await expect(page).toHaveURL(/\/checkout\?plan=Team/);
  });
});
