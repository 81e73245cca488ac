// What the app's routes are measured against: their SQL through the bare driver behind bare
// Fastify routes, with no session, validation or mapping; rows go out as JSON. Same engine as the
// app (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL with the app's pool size).
//   GET  /bare          the floor: a bare Fastify route, no database
//   GET  /raw/<name>    the queries of that RawRoute in RAW_SQL_FILE; POST works the same
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { COUNTER, type RawRoute } from './raw-sql';

const routes = JSON.parse(fs.readFileSync(process.env.RAW_SQL_FILE!, 'utf8')) as Record<
  string,
  RawRoute
>;

async function openQuery(): Promise<(text: string, params: unknown[]) => Promise<unknown[]>> {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return async (sql, values) => (await pool.query(sql, values)).rows;
  }
  const [{ PGlite }, { btree_gist }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
  ]);
  const client = new PGlite({
    dataDir: path.join(process.env.DATA_DIR!, 'db'),
    extensions: { btree_gist },
  });
  await client.waitReady;
  return async (sql, values) => (await client.query(sql, values)).rows;
}

const query = await openQuery();
const { verifyPassword } = await import('../src/server/modules/auth/passwords.js');
let counter = 0;

const app = Fastify();
app.get('/api/v1/health', async () => ({ status: 'ok' }));
app.get('/bare', async () => ({ status: 'ok' }));
app.route({
  method: ['GET', 'POST'],
  url: '/raw/:name',
  handler: async (request, reply) => {
    const route = routes[(request.params as { name: string }).name];
    if (!route) return reply.code(404).send({ error: 'no such route' });
    const count = counter++;
    const [first, ...rest] = route.queries.map(({ text, params }) => ({
      text,
      params: params.map((value) => (value === COUNTER ? count : value)),
    }));
    const rows = await query(first!.text, first!.params);
    if (route.verifyPassword) {
      const hash = (rows[0] as { password_hash: string }).password_hash;
      if (!(await verifyPassword(hash, route.verifyPassword))) return reply.code(401).send();
    }
    for (const next of rest) await query(next.text, next.params);
    return { rows };
  },
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
