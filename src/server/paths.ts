import { fileURLToPath } from 'node:url';

/** The repository root, both from src/server (tsx) and from dist/server (built). */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export const migrationsFolder = fileURLToPath(
  new URL('../../src/server/db/migrations', import.meta.url),
);
