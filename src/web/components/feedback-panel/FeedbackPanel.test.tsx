import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedInAs } from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';

preloadRoutes(
  () => import('../dashboard/DashboardLayout'),
  () => import('../../features/stats/StatsPage'),
  () => import('../../features/feedback/TestFeedbackPage'),
);

const sent = {
  feedback: { id: '00000000-0000-4000-8000-0000000000f1', createdAt: '2026-11-23T10:00:00.000Z' },
};

function mockFeedbackApi(answer: () => Response = () => json(201, sent)) {
  const bodies: unknown[] = [];
  const fetchMock = mockApi({
    'GET /api/v1/users/current-user': signedInAs(),
    'POST /api/v1/feedback': ({ body }) => {
      bodies.push(body);
      return answer();
    },
  });
  return { fetchMock, bodies };
}

const openPanel = async (user: ReturnType<typeof userEvent.setup>) => {
  const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
  await user.click(within(nav).getByRole('button', { name: 'Feedback' }));
  return screen.findByRole('dialog', { name: 'Send feedback' });
};

describe('the feedback panel', () => {
  it('opens from the sidebar over the current page and sends category, message, rating and the page path', async () => {
    const user = userEvent.setup({ delay: null });
    const { bodies } = mockFeedbackApi();
    const { router } = await renderApp('/dashboard/stats?range=month');
    const panel = await openPanel(user);
    expect(router.state.location.pathname).toBe('/dashboard/stats');

    await user.click(within(panel).getByRole('radio', { name: 'Bug' }));
    await user.type(
      within(panel).getByRole('textbox', { name: /Your feedback/ }),
      'The chart is empty.',
    );
    await user.click(within(panel).getByRole('radio', { name: '4 stars of 5' }));
    await user.click(within(panel).getByRole('button', { name: 'Send feedback' }));

    expect(await within(panel).findByText('Thank you for your feedback')).toBeInTheDocument();
    expect(bodies).toEqual([
      { category: 'bug', message: 'The chart is empty.', rating: 4, page: '/dashboard/stats' },
    ]);
    // The confirmation took focus; Done returns to the page.
    expect(within(panel).getByRole('status')).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
  });

  it('sends no rating when none is given, and a cleared rating is none', async () => {
    const user = userEvent.setup({ delay: null });
    const { bodies } = mockFeedbackApi();
    await renderApp('/dashboard/stats');
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('radio', { name: '2 stars of 5' }));
    await user.click(within(panel).getByRole('button', { name: 'Clear rating' }));
    await user.type(within(panel).getByRole('textbox', { name: /Your feedback/ }), 'Nice.');
    await user.click(within(panel).getByRole('button', { name: 'Send feedback' }));
    await within(panel).findByText('Thank you for your feedback');
    expect(bodies).toEqual([
      { category: 'idea', message: 'Nice.', rating: null, page: '/dashboard/stats' },
    ]);
  });

  it('asks for a message before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const { bodies } = mockFeedbackApi();
    await renderApp('/dashboard/stats');
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Send feedback' }));
    expect(await within(panel).findByText('Write your feedback.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("shows the server's message when sending fails, and keeps what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    mockFeedbackApi(() =>
      json(429, {
        msg: 'Too many messages. Please wait an hour and try again.',
        code: 'RATE_LIMITED',
      }),
    );
    await renderApp('/dashboard/stats');
    const panel = await openPanel(user);
    const message = within(panel).getByRole('textbox', { name: /Your feedback/ });
    await user.type(message, 'Please add SMS reminders.');
    await user.click(within(panel).getByRole('button', { name: 'Send feedback' }));
    expect(
      await within(panel).findByText('Too many messages. Please wait an hour and try again.'),
    ).toBeInTheDocument();
    expect(message).toHaveValue('Please add SMS reminders.');
  });

  it('Escape closes the panel', async () => {
    const user = userEvent.setup({ delay: null });
    mockFeedbackApi();
    await renderApp('/dashboard/stats');
    await openPanel(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('/dashboard/test-feedback explains the programme and hosts the same form', async () => {
    const user = userEvent.setup({ delay: null });
    const { bodies } = mockFeedbackApi();
    await renderApp('/dashboard/test-feedback');
    expect(
      await screen.findByRole('heading', { name: 'The Early Access feedback programme' }),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Feedback' });
    await user.click(within(form).getByRole('radio', { name: 'Praise' }));
    await user.type(
      within(form).getByRole('textbox', { name: /Your feedback/ }),
      'Booking is fast.',
    );
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        category: 'praise',
        message: 'Booking is fast.',
        rating: null,
        page: '/dashboard/test-feedback',
      },
    ]);
  });
});
