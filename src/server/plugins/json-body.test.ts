import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../test/app.js';

describe('JSON bodies (a JSON content type with no body)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      ...(payload === undefined ? {} : { payload }),
    });

  it('an empty body is no body: a route that needs one refuses it as invalid input', async () => {
    const contact = await post('/api/v1/contact');
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('broken JSON and prototype pollution are refused as before', async () => {
    expect((await post('/api/v1/contact', '{"name":')).statusCode).toBe(400);
    expect((await post('/api/v1/contact', '{"__proto__":{"admin":true}}')).statusCode).toBe(400);
  });
});
