import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './app-process.js';

const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder (Debian layout: /usr/lib/postgresql/<major>). */
function postgresBin(): string {
  const majors = fs.existsSync(POSTGRES_ROOT)
    ? fs
        .readdirSync(POSTGRES_ROOT)
        .filter((entry) => fs.existsSync(path.join(POSTGRES_ROOT, entry, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length === 0)
    throw new Error(`No PostgreSQL server binaries (initdb) under ${POSTGRES_ROOT}.`);
  return path.join(POSTGRES_ROOT, majors[0]!, 'bin');
}

/** PostgreSQL refuses to run as root: as root, the server's tools run as the `postgres` user. */
const asRoot = process.getuid?.() === 0;

function run(bin: string, tool: string, args: string[]) {
  const [file, fullArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
    : [path.join(bin, tool), args];
  execFileSync(file, fullArgs, { stdio: 'pipe', timeout: 60_000 });
}

export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/<database>` */
  urlOf(database: string): string;
  /** Stops the server: `fast` ends sessions cleanly, `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops the server if it runs and deletes its files. */
  destroy(): void;
}

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port: the machine's
 * shared server is used by other test files at the same time and must never be restarted.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  const port = await freePort();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-cluster-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(root, uid, gid);
  }
  const dataDir = path.join(root, 'data');
  let running = false;
  const server = {
    urlOf: (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop(mode: 'fast' | 'immediate' = 'fast') {
      run(bin, 'pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
      running = false;
    },
    start() {
      // The socket goes into the test's folder: /var/run/postgresql belongs to the shared server.
      const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`;
      run(bin, 'pg_ctl', [
        '-D',
        dataDir,
        '-l',
        path.join(root, 'log'),
        '-o',
        options,
        '-w',
        'start',
      ]);
      running = true;
    },
    destroy() {
      try {
        if (running) server.stop('immediate');
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
  try {
    run(bin, 'initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
      '--no-instructions',
    ]);
    server.start();
  } catch (error) {
    server.destroy();
    throw error;
  }
  return server;
}
