// Sends a workload over a fixed number of keep-alive connections (undici), either flat out (each
// connection sends its next request as soon as the last is answered: capacity) or open-loop at a
// steady rate with random (Poisson) arrivals, as people click independently of each other. An
// open-loop request's time runs from when it was due, so waiting for a free connection counts.
import { Pool } from 'undici';

export interface LoadRequest {
  /** What the answer's time is counted under. */
  route: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export class RouteTimes {
  readonly times = new Map<string, number[]>();
  readonly failures = new Map<string, number>();
  answers = 0;

  record(route: string, ms: number, status: number, body: string) {
    this.answers += 1;
    if (status >= 200 && status < 300) {
      const list = this.times.get(route) ?? [];
      list.push(ms);
      this.times.set(route, list);
      return;
    }
    const key = `${route}: ${status} ${body.slice(0, 160)}`;

    this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
  }

  get failed() {
    return [...this.failures.values()].reduce((sum, n) => sum + n, 0);
  }

  all() {
    return [...this.times.values()].flat();
  }
}

export interface LoadOptions {
  origin: string;
  connections: number;
  seconds: number;
  next: () => LoadRequest;
  /** Requests a second in all; flat out when absent. */
  rate?: number;
}

async function send(pool: Pool, request: LoadRequest, since: number, times: RouteTimes) {
  try {
    const { statusCode, body } = await pool.request({
      method: request.method,
      path: request.path,
      headers: request.headers,
      body: request.body,
    });
    const text = await body.text();
    times.record(request.route, performance.now() - since, statusCode, text);
  } catch (error) {
    times.record(request.route, performance.now() - since, 0, String(error));
  }
}

/** Runs the load and answers each route's times, with the answers per second. */
export async function generateLoad(options: LoadOptions) {
  const { origin, connections, seconds, next, rate } = options;
  const pool = new Pool(origin, { connections, pipelining: 1, headersTimeout: 30_000 });
  const times = new RouteTimes();
  const started = performance.now();
  const deadline = started + seconds * 1000;

  if (rate === undefined) {
    const worker = async () => {
      while (performance.now() < deadline) await send(pool, next(), performance.now(), times);
    };
    await Promise.all(Array.from({ length: connections }, worker));
  } else {
    // Exponential gaps between arrivals: a Poisson process, as independent clicks are.
    const gapMs = () => (-Math.log(1 - Math.random()) / rate) * 1000;
    const sent: Promise<void>[] = [];
    for (let due = started; due < deadline;) {
      for (; due <= performance.now() && due < deadline; due += gapMs())
        sent.push(send(pool, next(), due, times));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await Promise.all(sent);
  }
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  return { times, perSecond: times.answers / elapsed };
}
