import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedInAs } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { operatorUser, overview, usage } from './admin-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./AdminLayout'),
  () => import('./AdminOverviewPage'),
  () => import('./UsageMonitoringPage'),
);

describe('admin overview and usage monitoring', () => {
  it('shows the platform figures, MRR and a described sign-ups chart', async () => {
    mockApi({
      'GET /api/v1/users/current-user': signedInAs(operatorUser),
      'GET /api/v1/admin/overview': () => json(200, { overview }),
    });
    await renderApp('/dashboard/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin overview' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$5,165.00')).toBeInTheDocument();
    expect(screen.getByText(/In trial: \$49.98/)).toBeInTheDocument();
    expect(screen.getByText('12 of 50')).toBeInTheDocument();
    expect(screen.getByText('4 on the waitlist')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Sign-ups per week over the last 12 weeks: 18 in all/ }),
    ).toBeInTheDocument();
    const subscriptions = screen.getByRole('region', { name: 'Subscriptions' });
    expect(within(subscriptions).getByRole('row', { name: 'Team Active 3' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/dashboard/admin/user-management',
    );
  });

  it('says so when the figures cannot load', async () => {
    mockApi({
      'GET /api/v1/users/current-user': signedInAs(operatorUser),
      'GET /api/v1/admin/overview': () =>
        json(403, { msg: 'You do not have permission to do this.', code: 'FORBIDDEN' }),
    });
    await renderApp('/dashboard/admin');
    expect(await screen.findByText("We couldn't load the platform figures.")).toBeInTheDocument();
  });

  it("shows each clinic's usage against its limits", async () => {
    mockApi({
      'GET /api/v1/users/current-user': signedInAs(operatorUser),
      'GET /api/v1/admin/usage': () => json(200, usage),
    });
    await renderApp('/dashboard/admin/usage-monitoring');
    expect(await screen.findAllByText('Demo Physio Clinic')).not.toHaveLength(0);
    expect(screen.getByRole('progressbar', { name: 'Users: 9 of 10' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Patients: 250 of 1,000' })).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Storage: 1.5 GB of 100 GB' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('1,200, no limit')).not.toHaveLength(0);
  });

  it('says when no clinic has signed up', async () => {
    mockApi({
      'GET /api/v1/users/current-user': signedInAs(operatorUser),
      'GET /api/v1/admin/usage': () => json(200, { clinics: [], total: 0, page: 1, pages: 1 }),
    });
    await renderApp('/dashboard/admin/usage-monitoring');
    expect(await screen.findByText('No clinic has signed up yet.')).toBeInTheDocument();
  });
});
