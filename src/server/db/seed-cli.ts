// `npm run seed`: puts the demo clinic into an empty database (embedded or PostgreSQL).
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { isEmpty, seedDemoClinic } from './seed.js';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  if (await isEmpty(database.db)) {
    await seedDemoClinic(database.db);
    console.log('Seeded the demo clinic "Riverside Physiotherapy".');
  } else {
    console.log('The database already has users; nothing seeded.');
  }
} finally {
  await database.close();
}
