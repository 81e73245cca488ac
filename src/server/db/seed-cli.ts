// `npm run seed`: puts the demo clinic into an empty database (embedded or PostgreSQL).
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { DEMO_CLINIC } from './demo-accounts.js';
import { isEmpty, seedDemoClinic } from './seed.js';

const config = loadConfig();
if (config.isProduction) {
  console.error('The demo clinic is never seeded in production mode (NODE_ENV=production).');
  process.exit(1);
}
const database = await openDatabase(config);
try {
  await database.migrate();
  if (await isEmpty(database.db)) {
    await seedDemoClinic(database.db);
    console.log(`Seeded the demo clinic "${DEMO_CLINIC.name}".`);
  } else {
    console.log('The database already has users; nothing seeded.');
  }
} finally {
  await database.close();
}
