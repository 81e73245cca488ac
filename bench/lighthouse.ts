// Lighthouse's mobile performance score (simulated slow 4G and a 4x slower CPU) of the public
// pages, against the production build, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_GOAL = 90;

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

/** The audits that say where the time goes: what to improve when the score is short. */
const OPPORTUNITIES = [
  'render-blocking-resources',
  'unused-javascript',
  'unused-css-rules',
  'uses-text-compression',
  'uses-responsive-images',
  'modern-image-formats',
  'offscreen-images',
  'unminified-javascript',
  'server-response-time',
  'total-byte-weight',
  'bootup-time',
  'mainthread-work-breakdown',
] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

export interface LighthouseResult {
  url: string;
  /** 0 to 100, the median of the runs. */
  score: number;
  metrics: Record<string, string>;
  /** Each opportunity that failed, with what it estimates it costs. */
  findings: string[];
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs Lighthouse `runs` times on each URL, one Chromium for all, in turns. */
export async function measureLighthouse(urls: string[], runs = 1): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const results = urls.map((url) => ({
      url,
      reports: [] as NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][],
    }));
    for (let run = 0; run < runs; run += 1) {
      for (const result of results) {
        const answer = await lighthouse(result.url, {
          port: chrome.port,
          onlyCategories: ['performance'],
          formFactor: 'mobile',
          logLevel: 'error',
          output: 'json',
        });
        if (!answer) throw new Error(`Lighthouse gave no result for ${result.url}`);
        result.reports.push(answer.lhr);
      }
    }
    return results.map(({ url, reports }) => {
      const scores = reports.map((lhr) =>
        Math.round((lhr.categories.performance?.score ?? 0) * 100),
      );
      const score = median(scores);
      const lhr = reports[scores.indexOf(score)]!;
      const metrics = Object.fromEntries(
        METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? '?']),
      );
      const findings = OPPORTUNITIES.flatMap((id) => {
        const audit = lhr.audits[id];
        if (!audit || audit.score === null || audit.score >= 0.9) return [];
        return [`${id}: ${audit.displayValue ?? ''} (score ${audit.score})`];
      });
      return { url, score, metrics, findings };
    });
  } finally {
    chrome.kill();
  }
}
