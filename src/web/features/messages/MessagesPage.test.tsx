import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MessageLogResponse, Reply } from '../../../domain/messages.js';
import { json, mockApi, ownerUser } from '../../test/api-mock';
import { euroClinicSettings } from '../../test/invoice-fixtures';
import { demoMessage, demoReply, failedTextWithFallback } from '../../test/message-fixtures';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./MessagesPage'),
);

const logPage = (messages = [demoMessage({ patientName: 'Milica Jovanović' })]) =>
  ({ messages, total: messages.length, page: 1, pages: 1 }) satisfies MessageLogResponse;

const delivery = {
  delivery: {
    days: 30,
    channels: [
      { channel: 'sms', sent: 429, delivered: 412, failed: 17, rate: 412 / 429, segments: 530 },
      { channel: 'email', sent: 0, delivered: 0, failed: 0, rate: null, segments: 0 },
    ],
  },
};

function mockMessages(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, ownerUser),
    'GET /api/v1/clinic/settings': () => json(200, { settings: euroClinicSettings }),
    'GET /api/v1/messages': () => json(200, logPage()),
    'GET /api/v1/messages/delivery': () => json(200, delivery),
    'GET /api/v1/messages/replies': () => json(200, { replies: [] }),
    ...handlers,
  });
}

const logQueries = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/messages')
    .map((url) => Object.fromEntries(url.searchParams));

describe('messages (messages)', () => {
  it('says per channel how many messages arrived over 30 days', async () => {
    mockMessages();
    await renderApp('/dashboard/messages');
    const card = await screen.findByRole('region', { name: 'Delivery' });
    expect(
      await within(card).findByText(
        'Delivered 96% of texts in the last 30 days (412 of 429), 530 segments.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('No emails sent in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks the API for the chosen channel, status, kind and days, and keeps them in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockMessages();
    const { router } = await renderApp('/dashboard/messages?kind=reminder');
    expect(await screen.findByText('1 message')).toBeInTheDocument();
    expect(logQueries(fetchMock).at(-1)).toEqual({ kind: 'reminder', page: '1' });

    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await user.click(await screen.findByRole('option', { name: 'Text (SMS)' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Not delivered' }));
    await waitFor(() => expect(logQueries(fetchMock).at(-1)?.status).toBe('undelivered'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(logQueries(fetchMock).at(-1)?.from).toBeDefined());
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-27' } });

    // Whole days in the clinic's zone (Dublin: UTC in November).
    await waitFor(() =>
      expect(logQueries(fetchMock).at(-1)).toEqual({
        channel: 'sms',
        status: 'undelivered',
        kind: 'reminder',
        from: '2026-11-01T00:00:00.000Z',
        to: '2026-11-28T00:00:00.000Z',
        page: '1',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('undelivered');
  });

  it('offers to clear the filters when no message matches', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockMessages({ 'GET /api/v1/messages': () => json(200, logPage([])) });
    const { router } = await renderApp('/dashboard/messages?channel=email&status=bounced');
    expect(await screen.findByText('No messages match')).toBeInTheDocument();
    expect(logQueries(fetchMock).at(-1)).toEqual({
      channel: 'email',
      status: 'bounced',
      page: '1',
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('lists messages as cards on phones with the patient, the failure and its fallback email', async () => {
    const [text, email] = failedTextWithFallback();
    mockMessages({
      'GET /api/v1/messages': () =>
        json(
          200,
          logPage([
            { ...email, patientName: 'Milica Jovanović' },
            { ...text, patientName: 'Milica Jovanović' },
          ]),
        ),
    });
    await renderApp('/dashboard/messages');
    const [first, second] = within(
      await screen.findByRole('list', { name: 'Messages' }),
    ).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Replaced a failed text');
    expect(second).toHaveTextContent('Not delivered');
    expect(second).toHaveTextContent('The carrier could not reach the phone.');
    expect(within(second).getByRole('link', { name: 'Sent by email instead' })).toHaveAttribute(
      'href',
      `#message-${email.id}`,
    );
    expect(within(second).getByRole('link', { name: 'Milica Jovanović' })).toHaveAttribute(
      'href',
      `/dashboard/patients/${text.patientId}?tab=messages`,
    );
  });

  it('takes a reply out of the inbox once marked Done', async () => {
    const user = userEvent.setup({ delay: null });
    let waiting: Reply[] = [demoReply()];
    const fetchMock = mockMessages({
      'GET /api/v1/messages/replies': () => json(200, { replies: waiting }),
      'POST /api/v1/messages/replies/00000000-0000-4000-8000-00000000c001/done': () => {
        const handled = { ...waiting[0]!, handledAt: '2026-11-27T10:00:00.000Z' };
        waiting = [];
        return json(200, { reply: handled });
      },
    });
    await renderApp('/dashboard/messages?tab=replies');
    const inbox = await screen.findByRole('list', { name: 'Replies from patients' });
    const reply = within(inbox).getByRole('listitem', { name: 'Reply from Milica Jovanović' });
    expect(reply).toHaveTextContent('Can I come at 11 instead?');
    expect(within(reply).getByRole('link', { name: 'Open the visit' })).toHaveAttribute(
      'href',
      '/dashboard/appointment/00000000-0000-4000-8000-00000000d001',
    );

    await user.click(within(reply).getByRole('button', { name: /Done/ }));
    expect(await screen.findByText('No replies are waiting. All done.')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) =>
          String(input).endsWith('/messages/replies/00000000-0000-4000-8000-00000000c001/done') &&
          init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('shows handled replies with when they were handled when asked', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockMessages({
      'GET /api/v1/messages/replies': ({ query }) =>
        json(200, {
          replies:
            query.get('state') === 'all'
              ? [demoReply({ handledAt: '2026-11-27T10:00:00.000Z' })]
              : [],
        }),
    });
    const { router } = await renderApp('/dashboard/messages?tab=replies');
    expect(await screen.findByText('No replies are waiting. All done.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show handled replies' }));
    const reply = await screen.findByRole('listitem', { name: 'Reply from Milica Jovanović' });
    expect(reply).toHaveTextContent('Handled');
    expect(within(reply).queryByRole('button', { name: /Done/ })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=replies&handled=1');
    expect(fetchMock).toHaveBeenCalled();
  });

  it('offers no test inbox when the server sends real texts', async () => {
    mockMessages();
    await renderApp('/dashboard/messages');
    expect(await screen.findByRole('tab', { name: /Replies/ })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Test inbox' })).not.toBeInTheDocument();
  });

  it('answers a text in the test inbox as its patient and says what the reply did', async () => {
    const user = userEvent.setup({ delay: null });
    const text = {
      id: 'LOCAL1',
      to: '+381645550192',
      body: 'Reminder from Demo Physio Clinic: Follow-up on Tue 1 Dec, 09:00. Reply C to confirm or X to cancel.',
      sentAt: '2026-11-30T09:00:00.000Z',
      messageId: '00000000-0000-4000-8000-00000000d001',
      patientName: 'Milica Jovanović',
    };
    const fetchMock = mockMessages({
      'GET /api/v1/messages/test-inbox': () => json(200, { texts: [text] }),
      'POST /api/v1/messages/test-inbox/reply': () =>
        json(200, { reply: demoReply({ body: 'C', action: 'confirmed' }) }),
    });
    await renderApp('/dashboard/messages');
    await user.click(await screen.findByRole('tab', { name: 'Test inbox' }));
    const card = await screen.findByRole('listitem', { name: 'Text to Milica Jovanović' });
    expect(card).toHaveTextContent('Reply C to confirm or X to cancel.');
    await user.type(within(card).getByRole('textbox', { name: 'Reply as Milica Jovanović' }), 'C');
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Reply from Milica Jovanović: Confirmed the visit.'),
    ).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([input]) =>
      String(input).endsWith('/messages/test-inbox/reply'),
    );
    expect(JSON.parse(String(sent![1]!.body))).toEqual({ messageId: text.messageId, body: 'C' });
    expect(within(card).getByRole('textbox', { name: 'Reply as Milica Jovanović' })).toHaveValue(
      '',
    );
  });
});
