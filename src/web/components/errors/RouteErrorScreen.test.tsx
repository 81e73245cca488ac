import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, signedInAs } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  // The screen logs unexpected errors for operators; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function expectNotFoundScreen() {
  const main = screen.getByRole('main');
  expect(
    await within(main).findByRole('heading', { level: 1, name: 'Ohh! page not found' }),
  ).toBeInTheDocument();
  expect(
    within(main).getByText("We can't seem to find the page you're looking for"),
  ).toBeInTheDocument();
  expect(within(main).getByRole('link', { name: 'back home' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  const image = within(main).getByRole('img');
  expect(image).toHaveAttribute('alt', expect.stringMatching(/\S/));
  expect(image).toHaveAttribute('src', '/not-found.svg');
}

describe('route error screen', () => {
  it('an unknown path shows the 404 screen: image, heading, text and a back home link to /dashboard', async () => {
    mockApi();
    await renderApp('/this/page/does-not-exist');
    await expectNotFoundScreen();
    // The public chrome stays around the error.
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('an unknown dashboard path shows the 404 screen inside the dashboard', async () => {
    mockApi({ 'GET /api/v1/users/current-user': signedInAs() });
    await renderApp('/dashboard/no-such-screen');
    await expectNotFoundScreen();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('a malformed record id in a loader route answers 404', async () => {
    mockApi({ 'GET /api/v1/users/current-user': signedInAs() });
    await renderApp('/dashboard/patients/not-a-uuid/edit');
    await expectNotFoundScreen();
  });

  it("any other routing error shows only the heading 'something went wrong'", async () => {
    mockApi({
      'GET /api/v1/users/current-user': () =>
        json(500, { msg: 'Internal error.', code: 'INTERNAL' }),
    });
    await renderApp('/dashboard');
    const main = screen.getByRole('main');
    const heading = await within(main).findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/^something went wrong$/);
    expect(main).toHaveTextContent(/^something went wrong$/);
    expect(within(main).queryByRole('img')).not.toBeInTheDocument();
    expect(within(main).queryByRole('link')).not.toBeInTheDocument();
  });
});
