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

// The first screen of the fast public pages as HTML (src/web/prerender.tsx): the server serves
// it inside the page's index.html so it paints before the JavaScript has run (decision 011).
// `modules` are the page's lazily loaded route modules: their CSS must be in the HTML's head
// for the markup to paint styled. Their code is not preloaded: dozens of chunks requested
// beside the CSS held the first paint back on a slow network (Lighthouse mobile: 3.0 s).
const prerenderedPages = [
  { path: '/', name: 'landing', modules: [] },
  {
    path: '/pricing',
    name: 'pricing',
    modules: [
      'src/web/components/layout/AppServicesLayout.tsx',
      'src/web/features/marketing/PricingPage.tsx',
    ],
  },
];
const prerenderDir = path.join(root, 'dist', 'prerender');
execFileSync(
  bin('vite'),
  ['build', '--ssr', 'src/web/prerender.tsx', '--outDir', prerenderDir, '--logLevel', 'warn'],
  { cwd: root, stdio: 'inherit' },
);
const { renderPageMarkup } = await import(path.join(prerenderDir, 'prerender.js'));
const viteManifestFile = path.join(root, 'dist', 'web', '.vite', 'manifest.json');
const viteManifest = JSON.parse(fs.readFileSync(viteManifestFile, 'utf8'));
const prerenderedDir = path.join(root, 'dist', 'web', 'prerendered');
fs.mkdirSync(prerenderedDir, { recursive: true });
for (const page of prerenderedPages) {
  fs.writeFileSync(
    path.join(prerenderedDir, `${page.name}.html`),
    await renderPageMarkup('http://localhost', page.path),
  );
  fs.writeFileSync(
    path.join(prerenderedDir, `${page.name}.head.html`),
    stylesheetsOf(page.modules)
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`)
      .join('\n'),
  );
}
// Read above; not a file to serve.
fs.rmSync(path.dirname(viteManifestFile), { recursive: true, force: true });

// Brotli and gzip copies of the web app's files, sent as they are (decision 023).
const compressed = compressAssets(path.join(root, 'dist', 'web'));
console.log(
  `Compressed ${compressed.files} files: ${(compressed.bytes / 1024).toFixed(0)} KB, ${(compressed.brotliBytes / 1024).toFixed(0)} KB with brotli.`,
);

await buildServer(path.join(root, 'dist', 'server'));

fs.writeFileSync(path.join(root, 'dist', '.build-stamp'), new Date().toISOString());
console.log('Built dist/web and dist/server.');

/** The stylesheets of `modules` and the chunks they import, but for those index.html loads. */
function stylesheetsOf(modules) {
  const chunk = (key) => {
    if (!viteManifest[key])
      throw new Error(`${key} is not in Vite's manifest: fix prerenderedPages`);
    return viteManifest[key];
  };
  const reachable = (keys) => {
    const found = new Set();
    const visit = (key) => {
      if (found.has(key)) return;
      found.add(key);
      for (const imported of chunk(key).imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return found;
  };
  const inIndexHtml = reachable(
    Object.keys(viteManifest).filter((key) => viteManifest[key].isEntry),
  );
  const needed = [...reachable(modules)].filter((key) => !inIndexHtml.has(key));
  return [...new Set(needed.flatMap((key) => chunk(key).css ?? []))];
}
