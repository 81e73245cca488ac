import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiUrl, http } from './http';

function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn(async () =>
    body === undefined
      ? new Response(null, { status })
      : new Response(typeof body === 'string' ? body : JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('http client', () => {
  it('puts relative paths under /api/v1 and keeps paths already under /api', () => {
    expect(apiUrl('/users/current-user')).toBe('/api/v1/users/current-user');
    expect(apiUrl('auth/login')).toBe('/api/v1/auth/login');
    expect(apiUrl('/api/v1/auth/verify-email?token=abc')).toBe(
      '/api/v1/auth/verify-email?token=abc',
    );
  });

  it('sends JSON with same-origin credentials and answers the parsed JSON body', async () => {
    const fetchMock = answer(200, { exists: true });
    await expect(http.post('/auth/check-email', { email: 'a@b.example' })).resolves.toEqual({
      exists: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/check-email');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.example' }));
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('answers undefined for an empty success body (204)', async () => {
    answer(204);
    await expect(http.post('/auth/logout')).resolves.toBeUndefined();
  });

  it("turns a non-2xx answer into an ApiError carrying the server's msg, code and fields", async () => {
    answer(400, {
      msg: 'Check the highlighted fields.',
      code: 'VALIDATION_FAILED',
      fields: { email: 'Enter a valid email address.' },
    });
    const error = await failureOf(http.post('/auth/register', {}));
    expect(error.status).toBe(400);
    expect(error.msg).toBe('Check the highlighted fields.');
    expect(error.message).toBe('Check the highlighted fields.');
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ email: 'Enter a valid email address.' });
  });

  it('reads `message` when an error body has no `msg`', async () => {
    answer(410, { message: 'This link has expired.' });
    const error = await failureOf(http.get('/api/v1/auth/verify-email?token=old'));
    expect(error.msg).toBe('This link has expired.');
    expect(error.code).toBe('HTTP_410');
    expect(error.fields).toBeUndefined();
  });

  it('gives a generic message and an HTTP_<status> code when the error body is not JSON', async () => {
    answer(502, '<html>Bad gateway</html>');
    const error = await failureOf(http.get('/stats'));
    expect(error.status).toBe(502);
    expect(error.msg).toBe('Something went wrong. Please try again.');
    expect(error.code).toBe('HTTP_502');
  });

  it('ignores malformed `fields` rather than passing them on', async () => {
    answer(400, { msg: 'Bad input.', code: 'VALIDATION_FAILED', fields: ['email'] });
    const error = await failureOf(http.post('/contact', {}));
    expect(error.fields).toBeUndefined();
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failureOf(http.get('/users/current-user'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.msg).toBe('Network error. Please check your connection and try again.');
  });

  it('passes a cancelled request on as the abort, not as a network error', async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw abort;
      }),
    );
    controller.abort();
    await expect(http.get('/appointments', { signal: controller.signal })).rejects.toBe(abort);
  });
});
