// The calendar with 8 practitioners and 40 appointments each a day, in headless Chromium: the
// day view (a column per practitioner) and the week view of all practitioners, mounted.
import { chromium } from '@playwright/test';
import { buildPage, serve } from './calendar-render';
import { median } from './http-timing';
import { CHROMIUM_ARGS } from './lcp';

type ViewName = 'day' | 'week';

/** Median mount times (ms) of each view over `runs` fresh page loads at 1280 x 800. */
export async function measureCalendarPractitioners(outDir: string, runs = 15) {
  await buildPage(outDir, 'calendar-practitioners');
  const server = await serve(outDir, 3222);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const times = { day: [] as number[], week: [] as number[] };
    const react = { day: [] as number[], week: [] as number[] };
    let blocks = { day: 0, week: 0 };
    for (let run = 0; run <= runs; run += 1) {
      for (const view of ['day', 'week'] as ViewName[]) {
        await page.goto('http://127.0.0.1:3222/', { waitUntil: 'load' });
        const [mounted, reactMs, counted] = await page.evaluate(async (name) => {
          const bench = (
            window as unknown as {
              benchPractitioners: {
                mount: (view: string) => Promise<number>;
                reactMs: () => number;
                blocks: { day: number; week: number };
              };
            }
          ).benchPractitioners;
          const ms = await bench.mount(name);
          return [ms, bench.reactMs(), bench.blocks] as const;
        }, view);
        blocks = counted;
        if (run === 0) continue; // the first load warms the browser's caches
        times[view].push(mounted);
        react[view].push(reactMs);
      }
    }
    return {
      dayMs: median(times.day),
      weekMs: median(times.week),
      dayReactMs: median(react.day),
      weekReactMs: median(react.week),
      blocks,
    };
  } finally {
    await browser.close();
    server.close();
  }
}
