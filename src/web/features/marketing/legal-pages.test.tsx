import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

const legalPages = [
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/refund-policy', 'Refund Policy'],
  ['/cookies', 'Cookie Policy'],
] as const;

async function renderLegal(path: string, title: string) {
  mockApi();
  await renderApp(path);
  return screen.findByRole('article', { name: title });
}

/** A numbered section of the page, found by its heading without the number. */
const section = (title: string) =>
  screen.getByRole('region', { name: new RegExp(`^\\d+\\. ${title}$`) });

describe('legal pages', () => {
  it.each(legalPages)(
    '%s shares one layout: h1, effective date 24 September 2025 and a contents list',
    async (path, title) => {
      const page = await renderLegal(path, title);
      expect(within(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
      const effective = within(page).getByText('24 September 2025');
      expect(effective.tagName).toBe('TIME');
      expect(effective).toHaveAttribute('datetime', '2025-09-24');
      expect(effective.parentElement).toHaveTextContent('Effective date: 24 September 2025');

      const contents = within(page).getByRole('navigation', { name: 'On this page' });
      const sections = within(page).getAllByRole('region');
      expect(sections.length).toBeGreaterThanOrEqual(5);
      const links = within(contents).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        sections.map((region) => `#${region.id}`),
      );
      await waitFor(() => expect(document.title).toBe(`${title} · Motio`));
    },
  );

  it('terms: at least 18, refunds, cancellation, the 12-month liability cap and Serbian law', async () => {
    await renderLegal('/terms', 'Terms of Service');
    expect(section('Who may use Motio')).toHaveTextContent(
      'You must be at least 18 years old to create an account or use the Service.',
    );
    const cancellation = section('Cancellation and refunds');
    expect(cancellation).toHaveTextContent(
      'you keep access until the end of the paid period, and there is no proration',
    );
    expect(cancellation).toHaveTextContent(
      'There are no refunds after the trial, except for duplicate charges or billing errors.',
    );
    expect(section('Limitation of liability')).toHaveTextContent(
      'is limited to the fees you paid to Motio for the Service in the 12 months before the claim.',
    );
    expect(section('Governing law and disputes')).toHaveTextContent(
      'These Terms are governed by the laws of the Republic of Serbia',
    );
  });

  it('terms: the 14-day trial charging nothing until it ends, Early Access free for life, 99.9% availability and replies within 24 hours', async () => {
    await renderLegal('/terms', 'Terms of Service');
    const subscriptions = section('Free trial, subscriptions and payment');
    expect(subscriptions).toHaveTextContent(
      'The card given at sign-up is checked but not charged until the trial ends; cancel before then and nothing is charged.',
    );
    expect(subscriptions).toHaveTextContent('use the Service free of charge for life');
    expect(section('Availability, changes and support')).toHaveTextContent(
      'We aim to keep the Service available 99.9% of the time',
    );
    expect(section('Contact')).toHaveTextContent('we reply within 24 hours');
  });

  it('privacy: not for children under 16, clinic as controller and Motio as processor, sub-processors', async () => {
    await renderLegal('/privacy', 'Privacy Policy');
    expect(section('Children')).toHaveTextContent(
      'Motio is a professional service and is not intended for children under 16.',
    );
    expect(section('Who we are and our role')).toHaveTextContent(
      'the clinic is the controller and Motio is its processor',
    );
    for (const title of ['Where your data is stored', 'How we protect it', 'How long we keep it']) {
      expect(section(title)).toBeVisible();
    }
    expect(section('Your rights')).toHaveTextContent('withdraw your consent at any time');
    const processors = section('Sub-processors');
    expect(within(processors).getByRole('cell', { name: 'Paddle' })).toBeInTheDocument();
    const posthog = within(processors).getByRole('cell', { name: 'PostHog (EU region)' });
    const row = posthog.closest('tr')!;
    expect(row).toHaveTextContent('only after you accept analytics cookies');
    expect(row).toHaveTextContent('Never patient data');
  });

  it('refund policy: a 14-day trial first, then no refunds except duplicate charges or billing errors (answered within 24 hours); access to period end, no proration', async () => {
    await renderLegal('/refund-policy', 'Refund Policy');
    expect(section('No refunds after the trial')).toHaveTextContent(
      'there are no refunds after the trial, except for duplicate charges or billing errors',
    );
    const exceptions = section('Duplicate charges and billing errors');
    expect(exceptions).toHaveTextContent(
      'We refund in full any amount that was charged by mistake',
    );
    expect(exceptions).toHaveTextContent('We check it and reply within 24 hours.');
    expect(section('Try Motio first')).toHaveTextContent(
      'cancel before then in Plan & Billing and you pay nothing',
    );
    const cancelling = section('Cancelling a subscription');
    expect(cancelling).toHaveTextContent('you keep full access until the end of the paid period');
    expect(cancelling).toHaveTextContent('There is no proration');
  });

  it('cookie policy: the HttpOnly session cookie, the stored preferences and analytics only after Accept', async () => {
    await renderLegal('/cookies', 'Cookie Policy');
    const essential = section('Essential cookie');
    expect(essential).toHaveTextContent('motio_session');
    expect(essential).toHaveTextContent('An HttpOnly session cookie');
    const stored = section('Settings stored in your browser');
    expect(stored).toHaveTextContent('motio-color-scheme');
    expect(stored).toHaveTextContent('motio-cookie-consent-v1');
    expect(section('Analytics cookies')).toHaveTextContent(
      'Only after you select Accept in the cookie banner do we load product analytics from PostHog',
    );
    const choices = section('Your choices');
    expect(within(choices).getByRole('button', { name: 'Open cookie settings' })).toBeVisible();
    expect(choices).toHaveTextContent('the banner then offers Withdraw consent');
  });
});
