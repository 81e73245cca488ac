import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

const section = (name: string) => screen.getByRole('region', { name });

async function renderEarlyAccess() {
  mockApi();
  await renderApp('/early-access');
  await screen.findByRole('heading', {
    level: 1,
    name: 'Help shape Motio, and use it free for life',
  });
}

describe('Early Access page /early-access', () => {
  it('speaks to licensed therapists, clinic owners and clinic team members, and links to /register', async () => {
    await renderEarlyAccess();
    const hero = section('Help shape Motio, and use it free for life');
    expect(hero).toHaveTextContent(
      'Licensed therapists, clinic owners and clinic team members who join',
    );
    expect(within(hero).getByRole('link', { name: 'Join Early Access' })).toHaveAttribute(
      'href',
      '/register',
    );
    await waitFor(() => expect(document.title).toBe('Early Access · Motio'));
  });

  it('says that spots are limited and that a waitlist applies when they are full', async () => {
    await renderEarlyAccess();
    const notice =
      'Spots are limited. When they are full, new sign-ups join a waitlist and we email you as soon as a spot opens.';
    expect(section('Help shape Motio, and use it free for life')).toHaveTextContent(notice);
    expect(section('Ready to help shape Motio?')).toHaveTextContent(notice);
  });

  it('lists what members get: lifetime free access, priority onboarding and support, roadmap influence', async () => {
    await renderEarlyAccess();
    const get = section('Everything Motio offers, and a voice in what comes next');
    expect(
      within(get)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Lifetime free access',
      'Priority onboarding and support',
      'Influence on the roadmap',
    ]);
  });

  it('lists what members do: daily use, feedback by panel or short forms, issue reports, optional 15-minute calls', async () => {
    await renderEarlyAccess();
    const tasks = section('Use Motio for real, and tell us how it goes');
    expect(
      within(tasks)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Use Motio daily',
      'Give feedback',
      'Report issues',
      'Join a short call, if you like',
    ]);
    expect(tasks).toHaveTextContent('through the in-app feedback panel or a short form');
    expect(tasks).toHaveTextContent('Optional feedback calls of about 15 minutes');
  });

  it('explains how it works in four numbered steps, starting at /register', async () => {
    await renderEarlyAccess();
    const how = section('Four steps to your spot');
    const steps = within(within(how).getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(how.querySelector('ol')).not.toBeNull();
    expect(within(steps[0]!).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(steps[2]).toHaveTextContent('When they are full you join the waitlist');
  });

  it('has an FAQ and closes with a call to action to /register', async () => {
    await renderEarlyAccess();
    const faq = section('Questions about Early Access');
    expect(within(faq).getAllByRole('group').length).toBeGreaterThanOrEqual(5);
    expect(
      within(section('Ready to help shape Motio?')).getByRole('link', {
        name: 'Create your account',
      }),
    ).toHaveAttribute('href', '/register');
  });
});
