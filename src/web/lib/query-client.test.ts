import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { shouldRetry } from './query-client';

describe('query retries', () => {
  it('does not retry a 4xx answer: asking again cannot change it', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetry(0, new ApiError(status, { msg: 'No.', code: 'X' }))).toBe(false);
    }
  });

  it('retries network failures and 5xx answers at most twice', () => {
    const offline = new ApiError(0, { msg: 'Offline.', code: 'NETWORK_ERROR' });
    const serverDown = new ApiError(503, { msg: 'Down.', code: 'HTTP_503' });
    expect(shouldRetry(0, offline)).toBe(true);
    expect(shouldRetry(1, serverDown)).toBe(true);
    expect(shouldRetry(2, serverDown)).toBe(false);
  });
});
