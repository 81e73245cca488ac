// Starting the raw SQL server (raw-sql-server.ts) with the routes it answers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from './server';

export interface RawQuery {
  text: string;
  params: unknown[];
}

/** What one raw route runs: its queries in turn, answering the first one's rows. */
export interface RawRoute {
  queries: RawQuery[];
  /** Also verify this password against the `password_hash` the first query returns (sign-in). */
  verifyPassword?: string;
}

/** A parameter with this value is replaced by 0, 1, 2... per request: a unique slot for inserts. */
export const COUNTER = '$counter';

export function startRawSqlServer(
  port: number,
  env: { DATA_DIR: string; DATABASE_URL?: string },
  routes: Record<string, RawRoute>,
): Promise<RunningServer> {
  // A file, not a variable: a route's parameters can be longer than the environment allows.
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'motio-raw-sql-')), 'routes.json');
  fs.writeFileSync(file, JSON.stringify(routes));
  return startServer(port, { ...env, RAW_SQL_FILE: file }, [
    '--import',
    'tsx',
    'bench/raw-sql-server.ts',
  ]);
}
