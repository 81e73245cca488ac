// Largest Contentful Paint of the landing page against an empty Vite React page.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Builds bench/lcp-baseline with the app's own Vite plugins, in production mode. */
export async function buildBaseline(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: path.join(import.meta.dirname, 'lcp-baseline'),
    plugins: [react()],
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

/** One cold visit in a fresh browser context: the last LCP entry once the page has settled. */
async function lcpOnce(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(list.getEntries().at(-1)!.startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Median LCP of each URL over `runs` visits, taken in turns so both see the same machine load. */
export async function medianLcp(urls: string[], runs = 15): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const samples = urls.map(() => [] as number[]);
    for (const url of urls) await lcpOnce(browser, url); // warm the servers' file caches
    for (let run = 0; run < runs; run += 1) {
      for (const [index, url] of urls.entries()) samples[index]!.push(await lcpOnce(browser, url));
    }
    return samples.map(median);
  } finally {
    await browser.close();
  }
}
