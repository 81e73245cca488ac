import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedInAs } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { feedbackItem, operatorUser } from './admin-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./AdminLayout'),
  () => import('./FeedbackManagementPage'),
);

const PAGE = '/dashboard/admin/feedback-management';
const bug = feedbackItem();
const message = feedbackItem({
  kind: 'contact',
  id: '00000000-0000-4000-8000-0000000000c2',
  category: 'sales',
  subject: 'Pricing for 12 therapists',
  message: 'Do you offer a discount on the yearly plan?',
  rating: null,
  page: null,
  senderName: 'Petra Lindqvist',
  senderEmail: 'petra@clinic.example',
  clinicName: null,
});

describe('feedback management (feedback-management)', () => {
  it('lists feedback and contact messages with their sender and status', async () => {
    mockApi({
      'GET /api/v1/users/current-user': signedInAs(operatorUser),
      'GET /api/v1/admin/feedback': () =>
        json(200, { items: [message, bug], total: 2, page: 1, pages: 1 }),
    });
    await renderApp(PAGE);
    const contact = await screen.findByRole('listitem', { name: 'Pricing for 12 therapists' });
    expect(within(contact).getByText('Contact')).toBeInTheDocument();
    expect(within(contact).getByText('Sales')).toBeInTheDocument();
    expect(
      within(contact).getByText(/From Petra Lindqvist, petra@clinic.example/),
    ).toBeInTheDocument();
    const feedback = screen.getByRole('listitem', { name: 'Bug feedback' });
    expect(within(feedback).getByText(/sent from \/dashboard\/calendar/)).toBeInTheDocument();
    expect(within(feedback).getByText('Rated 2 of 5')).toBeInTheDocument();
    expect(screen.getByText('2 messages')).toBeInTheDocument();
  });

  it('saves a new status with an internal note', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/users/current-user': signedInAs(operatorUser),
      'GET /api/v1/admin/feedback': () => json(200, { items: [bug], total: 1, page: 1, pages: 1 }),
      [`PATCH /api/v1/admin/feedback/feedback/${bug.id}`]: ({ body }) =>
        json(200, { item: { ...bug, ...(body as object) } }),
    });
    await renderApp(PAGE);
    const card = await screen.findByRole('listitem', { name: 'Bug feedback' });
    const save = within(card).getByRole('button', { name: 'Save triage' });
    expect(save).toBeDisabled();
    await userEvent
      .setup({ delay: null })
      .click(within(card).getByRole('combobox', { name: 'Status' }));
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('option', { name: 'Planned' }));
    await userEvent
      .setup({ delay: null })
      .type(within(card).getByRole('textbox', { name: 'Internal notes' }), 'Reproduced on Safari.');
    await userEvent.setup({ delay: null }).click(save);
    expect(await screen.findByText('Triage saved')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch![1]!.body))).toEqual({
      status: 'planned',
      internalNotes: 'Reproduced on Safari.',
    });
  });

  it('filters by kind and status on the server, and says when nothing matches', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/users/current-user': signedInAs(operatorUser),
      'GET /api/v1/admin/feedback': () => json(200, { items: [], total: 0, page: 1, pages: 1 }),
    });
    await renderApp(PAGE);
    expect(await screen.findByText('No feedback or messages yet.')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('option', { name: 'Done' }));
    await userEvent.setup({ delay: null }).click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('option', { name: 'Contact messages' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining('/admin/feedback?kind=contact&status=done&page=1'),
      ),
    );
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
  });
});
