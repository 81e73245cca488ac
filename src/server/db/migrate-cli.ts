// `npm run db:migrate`: applies the committed migrations without starting the server.
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
