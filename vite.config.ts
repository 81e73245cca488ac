import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.API_PORT ?? '3001';

// react-router's package exports only its development build (dev warnings compiled in). The
// production bundle uses its production build instead: same code, warnings off, ~0.6 kB gzip
// less on every page. Both entry points must switch together (they share one router context).
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: {
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // Written for debugging a build, never referenced from the scripts; the server refuses
    // *.map in production.
    sourcemap: 'hidden',
    // Read by scripts/build.mjs for the stylesheets of the prerendered pages, then removed.
    manifest: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
}));
