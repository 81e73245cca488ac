import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SupportRequest, SupportRequestList } from '../../../domain/feedback.js';
import { json, mockApi, signedInAs } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./ContactSupportPage'),
);

const earlier: SupportRequest = {
  id: '00000000-0000-4000-8000-0000000000c1',
  category: 'billing',
  subject: 'Invoice address',
  message: 'Please change it.',
  status: 'resolved',
  createdAt: '2026-11-02T09:00:00.000Z',
};

const listOf = (requests: SupportRequest[], overrides: Partial<SupportRequestList> = {}) => ({
  supportRequests: requests,
  total: requests.length,
  page: 1,
  pages: 1,
  ...overrides,
});

function mockSupport(initial: SupportRequest[] = [earlier]) {
  const requests = [...initial];
  const bodies: unknown[] = [];
  const fetchMock = mockApi({
    'GET /api/v1/users/current-user': signedInAs(),
    'GET /api/v1/support-requests': () => json(200, listOf(requests)),
    'POST /api/v1/support-requests': ({ body }) => {
      bodies.push(body);
      const input = body as Pick<SupportRequest, 'category' | 'subject' | 'message'>;
      const created: SupportRequest = {
        ...input,
        id: '00000000-0000-4000-8000-0000000000c2',
        status: 'received',
        createdAt: '2026-11-23T10:00:00.000Z',
      };
      requests.unshift(created);
      return json(201, { supportRequest: created });
    },
  });
  return { fetchMock, bodies };
}

describe('/dashboard/contact-support', () => {
  it('sends a request with its category, confirms it and lists it first under "Your requests"', async () => {
    const user = userEvent.setup({ delay: null });
    const { bodies } = mockSupport();
    await renderApp('/dashboard/contact-support');
    const list = await screen.findByRole('list', { name: 'Your support requests' });
    expect(within(list).getByText('Invoice address')).toBeInTheDocument();
    expect(within(list).getByText('Resolved')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Support request' });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /What do you need help with/ }),
      'Something is not working',
    );
    await user.type(within(form).getByRole('textbox', { name: /Subject/ }), 'Calendar is empty');
    await user.type(
      within(form).getByRole('textbox', { name: /Message/ }),
      'Since this morning the week view shows nothing.',
    );
    await user.click(within(form).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('We received your request')).toBeInTheDocument();
    expect(screen.getByText(/owner@demo-physio.example/, { selector: 'div' })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        category: 'problem',
        subject: 'Calendar is empty',
        message: 'Since this morning the week view shows nothing.',
      },
    ]);
    // The form is empty again for the next request.
    expect(within(form).getByRole('textbox', { name: /Subject/ })).toHaveValue('');
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Calendar is empty');
    expect(items[0]).toHaveTextContent('Received');
    expect(items[0]).toHaveTextContent('Something is not working');
  });

  it('asks for a subject and message before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const { bodies } = mockSupport();
    await renderApp('/dashboard/contact-support');
    const form = await screen.findByRole('form', { name: 'Support request' });
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('Enter a subject.')).toBeInTheDocument();
    expect(within(form).getByText('Describe what you need.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('says so when there are no requests yet', async () => {
    mockSupport([]);
    await renderApp('/dashboard/contact-support');
    expect(await screen.findByText('You have not sent a support request yet.')).toBeInTheDocument();
  });

  it('offers to try again when the requests cannot be loaded', async () => {
    mockApi({
      'GET /api/v1/users/current-user': signedInAs(),
      'GET /api/v1/support-requests': () =>
        json(500, { msg: 'Something went wrong on our side.', code: 'INTERNAL' }),
    });
    await renderApp('/dashboard/contact-support');
    expect(await screen.findByText("We couldn't load your requests.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows the server's message when sending fails", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/v1/users/current-user': signedInAs(),
      'GET /api/v1/support-requests': () => json(200, listOf([])),
      'POST /api/v1/support-requests': () =>
        json(429, { msg: 'Too many messages. Please wait an hour.', code: 'RATE_LIMITED' }),
    });
    await renderApp('/dashboard/contact-support');
    const form = await screen.findByRole('form', { name: 'Support request' });
    await user.type(within(form).getByRole('textbox', { name: /Subject/ }), 'Export');
    await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'How do I export?');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Too many messages. Please wait an hour.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Subject/ })).toHaveValue('Export');
  });
});
