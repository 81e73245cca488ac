import { expect, test } from '@playwright/test';

test.describe('marketing and legal pages', () => {
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
