import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

async function renderFeatures() {
  mockApi();
  await renderApp('/features');
  await screen.findByRole('heading', {
    level: 1,
    name: 'Everything your clinic needs, in one calm place',
  });
}

const visiblePanel = () => screen.getByRole('tabpanel');

describe('features page /features', () => {
  it('has four category tabs, scheduling first and selected', async () => {
    await renderFeatures();
    const tabs = within(screen.getByRole('tablist', { name: 'Feature categories' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Scheduling',
      'Patients',
      'Analytics',
      'Security',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(visiblePanel()).toHaveTextContent('Scheduling that keeps the day flowing');
    expect(visiblePanel()).toHaveTextContent('Appointment reminders');
    expect(visiblePanel()).toHaveTextContent('Conflict detection');
    await waitFor(() => expect(document.title).toBe('Features · Motio'));
  });

  it('the scheduling tab states the calendar day: 08:00 to 20:00 in 30-minute steps', async () => {
    await renderFeatures();
    const views = within(visiblePanel()).getByRole('heading', {
      level: 4,
      name: 'Day, week, month and agenda views',
    });
    expect(views.closest('li')).toHaveTextContent(
      'The working day from 08:00 to 20:00 in 30-minute steps',
    );
  });

  it.each([
    [
      'Patients',
      'Patient records that tell the whole story',
      [
        'Visit history and structured notes',
        'Treatment plans with progress tracking',
        'Attachments',
      ],
    ],
    ['Analytics', 'Analytics that help you run the clinic', ['Clinic activity at a glance']],
    [
      'Security',
      'Security you can explain to your patients',
      [
        'Role-based access',
        'Granular permissions',
        'Audit trails',
        'HIPAA compliance',
        'Encryption in transit',
      ],
    ],
  ])('clicking %s shows that category and hides the others', async (tab, heading, points) => {
    const user = userEvent.setup({ delay: null });
    await renderFeatures();
    await user.click(screen.getByRole('tab', { name: tab }));
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    const panel = visiblePanel();
    expect(within(panel).getByRole('heading', { level: 3, name: heading })).toBeVisible();
    for (const point of points) {
      expect(within(panel).getByRole('heading', { level: 4, name: point })).toBeVisible();
    }
    expect(
      screen.queryByRole('heading', { name: 'Scheduling that keeps the day flowing' }),
    ).not.toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys', async () => {
    const user = userEvent.setup({ delay: null });
    await renderFeatures();
    await user.click(screen.getByRole('tab', { name: 'Scheduling' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Patients' })).toHaveFocus();
    expect(visiblePanel()).toHaveTextContent('Patient records that tell the whole story');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  });

  it('has a benefits section and a device section for phone, tablet and desktop', async () => {
    await renderFeatures();
    const benefits = screen.getByRole('region', { name: 'What changes for your clinic' });
    expect(within(benefits).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const devices = screen.getByRole('region', { name: 'Works on your phone, tablet and desktop' });
    expect(
      within(devices)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Phone', 'Tablet', 'Desktop']);
  });
});
