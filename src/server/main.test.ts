import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { projectRoot } from './paths.js';

interface Run {
  code: Promise<number | null>;
  output: () => { stdout: string; stderr: string };
  waitFor: (text: string) => Promise<void>;
  kill: (signal: NodeJS.Signals) => void;
}

function runMain(env: Record<string, string>): Run {
  // The server as production runs it: bundled (src/server/test/server-bundle.ts), no loader.
  const child = spawn(process.execPath, ['--enable-source-maps', inject('serverBundleEntry')], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
  });
  let stdout = '';
  let stderr = '';
  const listeners = new Set<() => void>();
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    listeners.forEach((listener) => listener());
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    listeners.forEach((listener) => listener());
  });
  const code = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    code,
    output: () => ({ stdout, stderr }),
    waitFor: (text) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if ((stdout + stderr).includes(text)) {
            listeners.delete(check);
            resolve();
          }
        };
        listeners.add(check);
        void code.then(() => reject(new Error(`exited before "${text}":\n${stdout}\n${stderr}`)));
        check();
      }),
    kill: (signal) => child.kill(signal),
  };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const stderrLines = (run: Run) =>
  run
    .output()
    .stderr.split('\n')
    .filter(
      (line) =>
        line.trim() && !line.includes('ExperimentalWarning') && !line.includes('--trace-warnings'),
    );

describe('process start-up and shutdown', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-main-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('stops on a wrong environment value with one clear line naming the variable', async () => {
    const run = runMain({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await run.code).toBe(1);
    expect(stderrLines(run)).toEqual([
      expect.stringMatching(/^Motio could not start: Invalid environment variable PORT: /),
    ]);
  });

  it('stops with a clear message, not a stack dump, when DATABASE_URL is unreachable', async () => {
    const port = await freePort();
    const run = runMain({ DATABASE_URL: `postgres://motio:secret@127.0.0.1:${port}/motio` });
    expect(await run.code).toBe(1);
    const lines = stderrLines(run);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Motio could not start: Cannot connect to PostgreSQL at postgres:\/\/motio:\*\*\*@127\.0\.0\.1/,
    );
    expect(lines[0]).not.toContain('secret');
  });

  it('stops with one clear line when REDIS_URL is unreachable', async () => {
    const port = await freePort();
    const run = runMain({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'motio-main-redis-')),
      REDIS_URL: `redis://127.0.0.1:${port}`,
      PORT: String(await freePort()),
    });
    expect(await run.code).toBe(1);
    expect(stderrLines(run)).toEqual([
      expect.stringMatching(/^Motio could not start: Cannot connect to Redis \(REDIS_URL\): /),
    ]);
  });

  it('never seeds the demo clinic in production mode (demo clinic)', async () => {
    const port = await freePort();
    const run = runMain({
      NODE_ENV: 'production',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'motio-main-prod-')),
      PORT: String(port),
      HOST: '127.0.0.1',
    });
    await run.waitFor('Motio is ready');
    const output = run.output();
    expect(output.stderr).not.toContain('Seeded');
    expect(output.stderr).not.toContain('Demo logins');
    const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo-physio.example', password: 'Motio-demo-2026' }),
    });
    expect(login.status).toBe(401);
    run.kill('SIGTERM');
    expect(await run.code).toBe(0);
  }, 60_000);

  it('migrates and seeds a fresh data folder, shuts down cleanly on SIGTERM and restarts on it', async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
    const first = runMain(env);
    await first.waitFor('Motio is ready');
    expect(first.output().stderr).toContain('Seeded the demo clinic "Demo Physio Clinic"');
    for (const email of [
      'owner@demo-physio.example',
      'admin@demo-physio.example',
      'therapist1@demo-physio.example',
      'therapist2@demo-physio.example',
      'therapist3@demo-physio.example',
      'assistant@demo-physio.example',
      'operator@motio.example',
    ])
      expect(first.output().stderr).toContain(email);
    const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(health.status).toBe(200);
    first.kill('SIGTERM');
    expect(await first.code).toBe(0);
    expect(first.output().stdout).toContain('shutting down');

    const second = runMain(env);
    await second.waitFor('Motio is ready');
    expect(second.output().stderr).not.toContain('Seeded');
    const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'owner@demo-physio.example',
        password: 'Motio-demo-2026',
      }),
    });
    expect(login.status).toBe(200);
    second.kill('SIGINT');
    expect(await second.code).toBe(0);
  }, 60_000);
});
