import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';

describe('GET /api/v1/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 200 without a session when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: ctx.database.kind });
  });

  it('answers 503 with the error shape within a second of the database going down', async () => {
    await ctx.database.close();
    const health = () => ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    await expect.poll(async () => (await health()).statusCode, { timeout: 2_000 }).toBe(503);
    const response = await health();
    expect(response.json()).toEqual({
      msg: 'The database is not answering.',
      code: 'DATABASE_UNAVAILABLE',
    });
  });
});
