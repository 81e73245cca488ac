// Builds the web app (Vite) into dist/web and the server (esbuild) into dist/server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';
import { compressAssets } from './compress-assets.mjs';

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

// Brotli and gzip copies of the web app's files, sent as they are (decision 023).
const compressed = compressAssets(path.join(root, 'dist', 'web'));
console.log(
  `Compressed ${compressed.files} files: ${(compressed.bytes / 1024).toFixed(0)} KB, ${(compressed.brotliBytes / 1024).toFixed(0)} KB with brotli.`,
);

await buildServer(path.join(root, 'dist', 'server'));

fs.writeFileSync(path.join(root, 'dist', '.build-stamp'), new Date().toISOString());
console.log('Built dist/web and dist/server.');
