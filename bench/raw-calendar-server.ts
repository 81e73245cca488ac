// The calendar's SQL through the bare driver behind a bare Fastify route: what GET /appointments
// is measured against. Same engine as the app (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL
// with the app's pool size), no session, validation or mapping; rows go out as JSON.
import path from 'node:path';
import Fastify from 'fastify';

const { text, params } = JSON.parse(process.env.CALENDAR_SQL!) as {
  text: string;
  params: unknown[];
};

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
const app = Fastify();
app.get('/api/v1/health', async () => ({ status: 'ok' }));
app.get('/calendar', async () => ({ appointments: await query(text, params) }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
