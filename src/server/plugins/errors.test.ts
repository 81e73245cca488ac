import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-errors.js';
import { registerErrorHandler } from './errors.js';

async function appThrowing(error: unknown) {
  const logged: unknown[] = [];
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
  });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return { response, logged };
}

describe('error answers (DESIGN §3)', () => {
  it('hides the cause of a server error behind a generic body and logs it', async () => {
    const { response, logged } = await appThrowing(
      new Error('relation "secret_table" does not exist'),
    );
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      msg: 'Something went wrong on our side. Please try again in a moment.',
      code: 'INTERNAL_ERROR',
    });
    expect(response.body).not.toContain('secret_table');
    expect(logged.join('')).toContain('secret_table');
  });

  it('passes on the status, code, message and fields of an HttpError', async () => {
    const { response } = await appThrowing(
      new HttpError(409, 'SLOT_TAKEN', 'That time is already booked.', { start: 'Taken' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      msg: 'That time is already booked.',
      code: 'SLOT_TAKEN',
      fields: { start: 'Taken' },
    });
  });
});
