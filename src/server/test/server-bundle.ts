import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server entry bundled as `npm run build` bundles it: what the app processes run. */
    serverBundleEntry: string;
  }
}

/**
 * Vitest global setup of the projects whose tests start app processes: bundles
 * `src/server/main.ts` once, as production runs it. A bundle starts with a fifth of the CPU time
 * of `node --import tsx`, and these tests start many processes on a small machine.
 */
export default function setup(project: TestProject) {
  // Two folders below the root, as dist/server is: the bundle finds the migrations from there.
  const outdir = path.join(projectRoot, '.scratch', `server-bundle-${project.name}-${process.pid}`);
  execFileSync(process.execPath, [path.join(projectRoot, 'scripts', 'build-server.mjs'), outdir], {
    stdio: 'inherit',
  });
  project.provide('serverBundleEntry', path.join(outdir, 'main.js'));
  return () => fs.rmSync(outdir, { recursive: true, force: true });
}
