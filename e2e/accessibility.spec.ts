import { expect, test } from '@playwright/test';
import { axeTour } from './axe';
import { publicPages } from '../src/domain/public-pages';

/** Every screen a visitor can reach without signing in, in two tours. */
const tours = {
  'the public pages': publicPages.map((page) => page.path),
  // The unknown address first: a tour reaches each next screen through the not-found one.
  'the account, checkout and not-found pages': [
    '/no-such-page',
    '/verify-email',
    '/forgot-password',
    '/reset-password?token=example',
    '/accept-invitation?token=example',
    '/checkout',
    '/checkout/register',
    '/checkout/register?priceId=local_team_monthly&planName=Team&planType=team&interval=monthly&price=%2449.99&currency=USD',
    // Add-ons chosen on the pricing page, listed as added after sign-up (and one left out on Solo).
    '/checkout?plan=Solo&addOns=advanced_analytics,team_training',
    '/checkout/register?priceId=local_team_monthly&planName=Team&planType=team&interval=monthly&price=%2449.99&currency=USD&addOns=advanced_analytics,additional_user*2',
    '/checkout/success',
  ],
  // The demo clinic's booking page: all of it, one location's own page (an id it does not
  // offer shows the whole page) and the email's link with a code that does not match; then its
  // patient portal signed out (its visits and a form to fill in), a sign-in link that was never
  // sent, a waitlist offer's link and a visit's Confirm/Cancel link that were never sent.
  'the online booking pages': [
    '/book/demo-physio',
    '/book/demo-physio/00000000-0000-4000-8000-00000000ffff',
    '/book/demo-physio/verify?booking=00000000-0000-4000-8000-00000000ffff&code=123456',
    '/portal/demo-physio',
    '/portal/demo-physio/sign-in?token=never-sent-never-sent-never-sent-0000',
    '/waitlist/offers/never-sent-never-sent-never-sent-0000',
    '/visits/never-sent-never-sent-never-sent-00000000',
    '/portal/demo-physio/forms/00000000-0000-4000-8000-00000000ffff',
  ],
};

/** Tours of a clinic's pages for its patients: no Motio chrome, no cookie banner. */
const patientTours = new Set<string>(['the online booking pages']);

test.describe('accessibility of the public site', () => {
  for (const [name, paths] of Object.entries(tours)) {
    test(`axe finds no violations on ${name}`, async ({ page }) => {
      await axeTour(
        page,
        paths.map((path) => ({
          name: path,
          path,
          // The cookie banner is part of what every first-time visitor sees, except on a
          // clinic's pages for its patients, which have their own plain frame (ready once its
          // card's heading shows).
          ready: () =>
            patientTours.has(name)
              ? expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
              : expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible(),
        })),
      );
    });
  }
});
