// Bundles the server (src/server/main.ts) with esbuild. `outdir` must lie two folders below the
// repository root, as dist/server does: src/server/paths.ts finds the root and the migrations
// from there. `node scripts/build-server.mjs <outdir>` builds one on its own (the cluster tests).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

// One bundle (split only where the code loads a module lazily): loading hundreds of separate
// modules was a third of the start-up time. Type checking is `npm run typecheck`'s job.
export async function buildServer(outdir) {
  await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    // ES module builds first, as Vite and Vitest resolve them: the tests and the bundle then load
    // the same code, and named exports of lazily imported packages stay named.
    mainFields: ['module', 'main'],
    // WebAssembly and native code stay in their packages, where they find their own files; so
    // does pdfkit, which loads its font metrics through its package's own `#imports`.
    external: ['@electric-sql/pglite', '@node-rs/argon2', 'pg-native', 'pdfkit', 'twilio'],
    // Some bundled CommonJS packages call require().
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv[2]) throw new Error('usage: node scripts/build-server.mjs <outdir>');
  await buildServer(path.resolve(process.argv[2]));
}
