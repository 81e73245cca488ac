import { expect, test } from '@playwright/test';

/** The public pages: path, h1 and tab title (from src/domain/public-pages.ts). */
const marketingPages = [
  [
    '/',
    'Calm, organised care for physiotherapy clinics',
    'Practice management for physiotherapy clinics',
  ],
  ['/features', 'Everything your clinic needs, in one calm place', 'Features'],
  ['/early-access', 'Help shape Motio, and use it free for life', 'Early Access'],
  ['/terms', 'Terms of Service', 'Terms of Service'],
  ['/privacy', 'Privacy Policy', 'Privacy Policy'],
  ['/refund-policy', 'Refund Policy', 'Refund Policy'],
  ['/cookies', 'Cookie Policy', 'Cookie Policy'],
] as const;

test.describe('marketing and legal pages', () => {
  for (const [path, heading, title] of marketingPages) {
    test(`${path} answers with its own title and shows its h1`, async ({ page }) => {
      const response = await page.goto(path);
      // The server's first response already names the page, for crawlers and link previews.
      expect(await response!.text()).toContain(`<title>${title} · Motio</title>`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(`${title} · Motio`);
    });
  }

  test('the document title follows client-side navigation between pages', async ({ page }) => {
    await page.goto('/');
    await page
      .locator('header')
      .first()
      .getByRole('link', { name: 'Features', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Everything your clinic needs, in one calm place',
    );
    await expect(page).toHaveTitle('Features · Motio');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Features · Motio',
    );
  });

  test('the features tabs switch with the keyboard', async ({ page }) => {
    await page.goto('/features');
    const scheduling = page.getByRole('tab', { name: 'Scheduling' });
    await expect(scheduling).toHaveAttribute('aria-selected', 'true');
    await scheduling.focus();
    await page.keyboard.press('ArrowRight');
    const patients = page.getByRole('tab', { name: 'Patients' });
    await expect(patients).toBeFocused();
    await expect(patients).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('tabpanel').getByRole('heading', {
        name: 'Patient records that tell the whole story',
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Scheduling that keeps the day flowing' }),
    ).toBeHidden();

    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toContainText('Encryption in transit');
  });

  test('the landing FAQ opens in place and the calls to action lead on', async ({ page }) => {
    await page.goto('/');
    const question = page.getByText('How does the free trial work?');
    await question.click();
    await expect(page.getByText(/nothing is charged until it ends/)).toBeVisible();
    await page
      .getByRole('region', { name: 'Help shape Motio, and keep it free for life' })
      .getByRole('link', { name: 'Learn about Early Access' })
      .click();
    await expect(page).toHaveURL(/\/early-access$/);
    await page
      .getByRole('region', { name: 'Ready to help shape Motio?' })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('robots.txt, sitemap.xml and the link-preview image are served', async ({
    request,
    baseURL,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/early-access</loc>`);
    const image = await request.get('/og-image.png');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });
});
