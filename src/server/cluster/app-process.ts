import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { projectRoot } from '../paths.js';

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface AppProcess {
  /** `http://127.0.0.1:<port>`: this instance, as a load balancer reaches it. */
  readonly url: string;
  readonly port: number;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
  /** The same without the JSON log lines: start-up messages and crash reports. */
  plainOutput(): string;
  /** Whether the process is still running. */
  running(): boolean;
  /** SIGKILL: the process dies at once, mid-request, without closing anything. */
  killHard(): Promise<void>;
  /** SIGTERM and wait for the exit (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<void>;
}

/** Behind one load balancer: every instance answers for the same public address. */
export const PUBLIC_ORIGIN = 'http://motio.cluster.test';

const READY_LINE = 'Motio is ready';
const START_TIMEOUT_MS = 45_000;

/**
 * Starts the server entry (`src/server/main.ts`, bundled by src/server/test/server-bundle.ts) as a child
 * process, as production runs it, and resolves once it serves. `env` adds to a production
 * configuration on `port`.
 */
export async function startAppProcess(
  env: Record<string, string>,
  port?: number,
): Promise<AppProcess> {
  const listenPort = port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-cluster-app-'));
  const child = spawn(process.execPath, ['--enable-source-maps', inject('serverBundleEntry')], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      APP_ORIGIN: PUBLIC_ORIGIN,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exitCode: number | string | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exitCode = code ?? signal;
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve();
    }),
  );
  const plainOutput = () =>
    output
      .split('\n')
      .filter((line) => !line.startsWith('{'))
      .join('\n');
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`no "${READY_LINE}" within ${START_TIMEOUT_MS} ms:\n${plainOutput()}`)),
      START_TIMEOUT_MS,
    );
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(READY_LINE)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`exited (${String(exitCode)}) before "${READY_LINE}":\n${plainOutput()}`));
    });
  });

  const running = () => exitCode === undefined;
  const instance: AppProcess = {
    url: `http://127.0.0.1:${listenPort}`,
    port: listenPort,
    output: () => output,
    plainOutput,
    running,
    async killHard() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    async stop(graceMs = 10_000) {
      if (!running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
  try {
    await ready;
  } catch (error) {
    await instance.stop(0);
    throw error;
  }
  return instance;
}
