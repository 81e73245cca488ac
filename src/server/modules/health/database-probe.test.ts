import { describe, expect, it, vi } from 'vitest';
import { createDatabaseProbe } from './database-probe.js';

describe('database probe behind /health', () => {
  it('shares one ping between concurrent callers and reuses a success briefly', async () => {
    const ping = vi.fn(async () => {});
    const probe = createDatabaseProbe({ ping }, 60_000);
    await Promise.all([probe(), probe(), probe()]);
    await probe();
    expect(ping).toHaveBeenCalledTimes(1);
  });

  it('asks again once the reuse window has passed', async () => {
    const ping = vi.fn(async () => {});
    const probe = createDatabaseProbe({ ping }, 0);
    await probe();
    await probe();
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('never reuses a failure, so recovery shows on the next probe', async () => {
    const ping = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const probe = createDatabaseProbe({ ping }, 60_000);
    await expect(probe()).rejects.toThrow('down');
    await expect(probe()).resolves.toBeUndefined();
    expect(ping).toHaveBeenCalledTimes(2);
  });
});
