import fs from 'node:fs';
import { DatabaseUnavailableError } from './unavailable.js';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The embedded database may be opened by one process at a time: two would corrupt it, and PGlite
 * does not stop them. A `<dataDir>.pid` file names the holder; a holder that has died leaves a
 * stale file, which the next process takes over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.pid`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new DatabaseUnavailableError(
          `The embedded database in ${dataDir} is in use by another Motio process (pid ${holder}). Stop it first.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseUnavailableError(`Could not lock the embedded database in ${dataDir}.`);
}
