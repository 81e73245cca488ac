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

describe('error answers', () => {
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

  it.each([
    [
      'refused connections',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    [
      'a server shutting down',
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
    ],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    [
      'a rollback on a connection that has just failed',
      new Error('Failed query: rollback', {
        cause: new Error('Client has encountered a connection error and is not queryable'),
      }),
    ],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
    [
      'a wrapped driver error',
      new Error('Failed query: select 1', {
        cause: Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      }),
    ],
  ])('answers 503 DATABASE_UNAVAILABLE with Retry-After for %s', async (_, error) => {
    const { response } = await appThrowing(error);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      msg: 'Motio cannot reach its database right now. Please try again in a moment.',
      code: 'DATABASE_UNAVAILABLE',
    });
  });

  it('keeps answering 500 for a query that failed on a database that answers', async () => {
    const { response } = await appThrowing(
      Object.assign(new Error('duplicate key value'), { code: '23505' }),
    );
    expect(response.statusCode).toBe(500);
  });
});
