import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './client.js';
import { DatabaseUnavailableError } from './unavailable.js';
import { lockDataDir } from './data-dir-lock.js';

describe('embedded database lock (two processes would corrupt it)', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'motio-lock-'));
  const dataDir = path.join(folder, 'db');
  afterEach(() => fs.rmSync(`${dataDir}.pid`, { force: true }));

  it('refuses a second holder while the first process runs, and frees on release', () => {
    fs.writeFileSync(`${dataDir}.pid`, String(process.ppid)); // a live process that is not us
    expect(() => lockDataDir(dataDir)).toThrow(
      `The embedded database in ${dataDir} is in use by another Motio process (pid ${process.ppid}). Stop it first.`,
    );
    fs.rmSync(`${dataDir}.pid`);
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(`${dataDir}.pid`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dataDir}.pid`)).toBe(false);
  });

  it('takes over the lock of a process that died without releasing it', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid!;
    fs.writeFileSync(`${dataDir}.pid`, String(dead));
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(`${dataDir}.pid`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('openPglite refuses a data folder another process holds, before touching it', async () => {
    fs.writeFileSync(`${dataDir}.pid`, String(process.ppid));
    await expect(openPglite(dataDir)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
