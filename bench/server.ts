// The built app as a child process, for the benchmarks: started, waited for, stopped.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  origin: string;
  /** From spawning the process to the first healthy answer. */
  readyMs: number;
  close(): Promise<void>;
}

const isHealthy = (origin: string) =>
  fetch(`${origin}/api/v1/health`).then(
    (response) => response.ok,
    () => false,
  );

/** The app by default; `args` start another server that answers /api/v1/health the same way. */
export async function startServer(
  port: number,
  env: { DATA_DIR: string; [name: string]: string | undefined },
  args = ['dist/server/main.js'],
  readyWithinMs = 30_000,
): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  // A server left behind by an interrupted run would answer for the new one.
  if (await isHealthy(origin)) throw new Error(`port ${port} is taken: stop what answers there`);
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  for (;;) {
    if (await isHealthy(origin)) return { origin, readyMs: performance.now() - started, close };
    if (performance.now() - started > readyWithinMs) {
      await close();
      throw new Error(`server did not become ready in ${readyWithinMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
