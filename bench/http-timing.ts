// What the API benchmarks share: signing in a seeded owner and timing one request at a time.

/** The password of every bench owner (the demo one). */
export const BENCH_PASSWORD = 'Motio-demo-2026';

/** The session cookie of `email`, signed in through the API. */
export async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`bench owner sign-in failed: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One request, start to last byte. */
export async function timeOf(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}
