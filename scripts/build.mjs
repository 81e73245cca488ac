// Builds the web app (Vite) into dist/web and the server (esbuild) into dist/server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
execFileSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });

// The landing page's first screen as HTML (src/web/prerender.tsx): the server serves it inside
// `/`'s index.html so the hero paints before the JavaScript has run.
const prerenderDir = path.join(root, 'dist', 'prerender');
execFileSync(
  bin('vite'),
  ['build', '--ssr', 'src/web/prerender.tsx', '--outDir', prerenderDir, '--logLevel', 'warn'],
  { cwd: root, stdio: 'inherit' },
);
const { renderLandingMarkup } = await import(path.join(prerenderDir, 'prerender.js'));
const prerenderedDir = path.join(root, 'dist', 'web', 'prerendered');
fs.mkdirSync(prerenderedDir, { recursive: true });
fs.writeFileSync(
  path.join(prerenderedDir, 'landing.html'),
  await renderLandingMarkup('http://localhost'),
);

// One bundle (split only where the code loads a module lazily): loading hundreds of separate
// modules was a third of the start-up time. Type checking is `npm run typecheck`'s job.
await build({
  entryPoints: [path.join(root, 'src/server/main.ts')],
  outdir: path.join(root, 'dist/server'),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // ES module builds first, as Vite and Vitest resolve them: the tests and the bundle then load
  // the same code, and named exports of lazily imported packages stay named.
  mainFields: ['module', 'main'],
  // WebAssembly and native code stay in their packages, where they find their own files.
  external: ['@electric-sql/pglite', '@node-rs/argon2', 'pg-native'],
  // Some bundled CommonJS packages call require().
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

fs.writeFileSync(path.join(root, 'dist', '.build-stamp'), new Date().toISOString());
console.log('Built dist/web and dist/server.');
