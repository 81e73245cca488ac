// `npm run backup [-- file]`: a consistent, gzipped logical backup of the configured database.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { loadConfig } from '../config.js';
import { writeBackup } from './backup.js';
import { openDatabase } from './client.js';
import { DatabaseUnavailableError } from './unavailable.js';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? path.join('backups', `motio-${stamp}.ndjson.gz`));
const config = loadConfig();

try {
  const database = await openDatabase(config);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const gzip = createGzip();
    const written = pipeline(gzip, fs.createWriteStream(file, { flags: 'wx' }));
    await writeBackup(database, gzip);
    gzip.end();
    await written;
    console.log(`Backup of the ${database.kind} database written to ${file}`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof DatabaseUnavailableError)) throw error;
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
}
