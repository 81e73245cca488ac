import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('safeNextPath: /login?next= only leads to this site', () => {
  it.each(['/dashboard', '/dashboard/stats?range=week', '/accept-invitation?token=a%2Fb'])(
    'keeps %s',
    (next) => expect(safeNextPath(next)).toBe(next),
  );

  it.each([
    null,
    '',
    'dashboard',
    '//evil.com',
    '///evil.com',
    'https://evil.com',
    '/\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'javascript:alert(1)',
  ])('refuses %j', (next) => expect(safeNextPath(next)).toBeNull());
});
