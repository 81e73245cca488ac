// `npm run restore -- file`: restores a backup into a new, empty database (all or nothing).
import fs from 'node:fs';
import { createGunzip } from 'node:zlib';
import { loadConfig } from '../config.js';
import { BackupError, restoreBackup } from './backup.js';
import { openDatabase } from './client.js';
import { DatabaseUnavailableError } from './unavailable.js';

const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.error('Usage: npm run restore -- <backup file>  (a file written by npm run backup)');
  process.exit(1);
}
const config = loadConfig();

try {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const rows = await restoreBackup(database, fs.createReadStream(file).pipe(createGunzip()));
    console.log(`Restored ${rows} rows into the ${database.kind} database from ${file}`);
  } finally {
    await database.close();
  }
} catch (error) {
  const known = error instanceof BackupError || error instanceof DatabaseUnavailableError;
  const gzip = (error as NodeJS.ErrnoException).code?.startsWith('Z_');
  if (!known && !gzip) throw error;
  console.error(
    `Restore failed: ${gzip ? 'the file is not a gzipped Motio backup.' : (error as Error).message}`,
  );
  process.exit(1);
}
