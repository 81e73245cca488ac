import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, signedInAs } from './test/api-mock';
import { renderApp } from './test/render-app';

// Two screens whose code cannot be loaded, as when a deploy removed the chunk a tab still needs.
vi.mock('./features/marketing/FeaturesPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./features/jobs/AllJobsPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('a screen whose code fails to load', () => {
  it('shows the route error screen inside the public chrome', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi();
    await renderApp('/features');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the route error screen inside the dashboard', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/v1/users/current-user': signedInAs() });
    await renderApp('/dashboard/all-jobs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
