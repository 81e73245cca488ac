import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { createClinic, createUser, TEST_PASSWORD } from '../test/fixtures.js';

describe('request logs carry no secrets', () => {
  const lines: string[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ LOG_LEVEL: 'info' }, { write: (line) => lines.push(line) });
  });
  afterAll(() => ctx.close());

  it('logs requests without passwords, session tokens or query strings', async () => {
    const clinic = await createClinic(ctx.database.db);
    const user = await createUser(ctx.database.db, { clinicId: clinic.id, role: 'owner' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const cookie = [login.headers['set-cookie']].flat()[0]!.split(';')[0]!;
    const token = cookie.split('=')[1]!;
    await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/current-user?token=query-secret-value',
      headers: { cookie, authorization: 'Bearer header-secret-value' },
    });

    const log = lines.join('');
    expect(log).toContain('/api/v1/users/current-user');
    expect(log).not.toContain(TEST_PASSWORD);
    expect(log).not.toContain(token);
    expect(log).not.toContain('query-secret-value');
    expect(log).not.toContain('header-secret-value');
    expect(log).not.toContain(user.email);
  });

  it("logs a calendar feed's address without its secret token", async () => {
    lines.length = 0;
    const token = 'Z'.repeat(43);
    await ctx.app.inject({ method: 'GET', url: `/api/v1/calendar-feeds/${token}.ics` });
    const log = lines.join('');
    expect(log).toContain('/api/v1/calendar-feeds/[redacted]');
    expect(log).not.toContain(token);
  });

  it('logs a failed query without its parameters or the values PostgreSQL quotes', async () => {
    lines.length = 0;
    const failure = await ctx.app.ctx.db
      .execute(sql`select ${'patient-secret-value'}::int`)
      .catch((error: unknown) => error);
    ctx.app.log.error({ err: failure }, 'request failed');

    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('Failed query (parameters not logged)');
    expect(log).toContain('22P02');
    expect(log).not.toContain('patient-secret-value');
  });
});
