// The calendar's week view with 150 appointments in headless Chromium: mount and "next week".
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { median } from './http-timing';
import { CHROMIUM_ARGS } from './lcp';

const root = path.resolve(import.meta.dirname, '..');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
};

/** A page of bench/ (calendar-page by default) with the app's own Vite config, in production mode. */
export async function buildPage(outDir: string, page = 'calendar-page'): Promise<void> {
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    root: path.join(import.meta.dirname, page),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
    // React's production build with the Profiler's timings on.
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  });
}

export function serve(dir: string, port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const file = path.join(
      dir,
      new URL(request.url!, 'http://x').pathname.replace(/\/$/, '/index.html'),
    );
    if (!file.startsWith(dir) || !fs.existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Median mount and next-week times (ms) over `runs` fresh page loads at 1280 x 800. */
export async function measureCalendarRender(outDir: string, runs = 15) {
  await buildPage(outDir);
  const server = await serve(outDir, 3221);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const mount: number[] = [];
    const nextWeek: number[] = [];
    // React's own render and commit time (Profiler actualDuration), without style and layout.
    const mountReact: number[] = [];
    const nextWeekReact: number[] = [];
    for (let run = 0; run <= runs; run += 1) {
      await page.goto('http://127.0.0.1:3221/', { waitUntil: 'load' });
      const times = await page.evaluate(async () => {
        const bench = (
          window as unknown as { benchCalendar: Record<string, () => Promise<number>> }
        ).benchCalendar;
        const mounted = await bench.mount!();
        const mountReact = await bench.reactMs!();
        await new Promise((resolve) => setTimeout(resolve, 100)); // let the first week settle
        const next = await bench.nextWeek!();
        return [mounted, next, mountReact, await bench.reactMs!()] as const;
      });
      if (run === 0) continue; // the first load warms the browser's caches
      mount.push(times[0]);
      nextWeek.push(times[1]);
      mountReact.push(times[2]);
      nextWeekReact.push(times[3]);
    }
    return {
      mountMs: median(mount),
      nextWeekMs: median(nextWeek),
      mountReactMs: median(mountReact),
      nextWeekReactMs: median(nextWeekReact),
      mount,
      nextWeek,
    };
  } finally {
    await browser.close();
    server.close();
  }
}
