import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

const section = (name: string | RegExp) => screen.getByRole('region', { name });

async function renderLanding() {
  mockApi();
  await renderApp('/');
  await screen.findByRole('heading', {
    level: 1,
    name: 'Calm, organised care for physiotherapy clinics',
  });
  // The sections under the hero come in their own chunk.
  await screen.findByRole('region', { name: 'Help shape Motio, and keep it free for life' });
}

describe('landing page /', () => {
  it('has one h1 and, in order, the problem, benefits, social proof, features, FAQ and Early Access sections', async () => {
    await renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sectionTitles = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sectionTitles).toEqual([
      'Running a clinic should not mean juggling paper, spreadsheets and three apps',
      'One calm place for everything around the treatment',
      'Built to be trusted with patient data',
      'Everything your clinic runs on',
      'Questions clinics ask us',
      'Help shape Motio, and keep it free for life',
    ]);
    await waitFor(() =>
      expect(document.title).toBe('Practice management for physiotherapy clinics · Motio'),
    );
  });

  it('calls visitors to Early Access and to registration from the hero and the closing panel', async () => {
    await renderLanding();
    const hero = section('Calm, organised care for physiotherapy clinics');
    expect(within(hero).getByRole('link', { name: 'Join Early Access' })).toHaveAttribute(
      'href',
      '/early-access',
    );
    expect(within(hero).getByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(hero).toHaveTextContent('14-day free trial · Nothing charged until it ends');

    const closing = section('Help shape Motio, and keep it free for life');
    expect(within(closing).getByRole('link', { name: 'Learn about Early Access' })).toHaveAttribute(
      'href',
      '/early-access',
    );
    expect(within(closing).getByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(closing).toHaveTextContent(
      'lifetime free access, priority onboarding and support, and a say in what we build next',
    );
    expect(closing).toHaveTextContent(
      'Spots are limited, and a waitlist applies when they are full.',
    );
  });

  it('lists every capability in the features grid, with a link to /features', async () => {
    await renderLanding();
    const features = section('Everything your clinic runs on');
    const capabilities = within(features)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(capabilities).toEqual([
      'Patient records',
      'Attachments',
      'Scheduling',
      'Reminders',
      'Conflict detection',
      'Treatment plans',
      'Analytics and reports',
      'Role-based access',
      'Audit trails',
      'Any device',
      'Data migration',
      'HIPAA compliance',
    ]);
    expect(features).toHaveTextContent('Visit history on one timeline, with structured notes');
    expect(features).toHaveTextContent('track progress visit by visit');
    expect(within(features).getByRole('link', { name: 'Explore all features' })).toHaveAttribute(
      'href',
      '/features',
    );
  });

  it("states only Motio's own claims as social proof, and no customer testimonials", async () => {
    await renderLanding();
    const trust = section('Built to be trusted with patient data');
    const figures = within(trust)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(figures).toEqual(['99.9%', 'HIPAA', 'SOC 2 Type II', '14 days']);
    expect(trust).toHaveTextContent('Motio is in Early Access.');
    expect(trust.querySelector('blockquote')).toBeNull();
  });

  it('answers its FAQ in native disclosure widgets that open on click', async () => {
    const user = userEvent.setup({ delay: null });
    await renderLanding();
    const faq = section('Questions clinics ask us');
    const question = within(faq).getByText('How does the free trial work?');
    const details = question.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(question);
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent(
      'Every plan starts with a 14-day free trial, and nothing is charged until it ends.',
    );
    expect(within(faq).getAllByRole('group')).toHaveLength(6);
  });
});
