import { cookieFrom } from '../test/fixtures.js';

/** A client of one instance, as a browser behind the load balancer would be. */

export interface Answer {
  status: number;
  // The API's JSON: each test reads the fields it asserts on.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  setCookie: string[];
}

export interface CallOptions {
  cookie?: string;
  body?: unknown;
  /** The client address the load balancer reports (instances run with TRUST_PROXY). */
  clientIp?: string;
}

const REQUEST_TIMEOUT_MS = 15_000;

export async function call(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.clientIp) headers['x-forwarded-for'] = options.clientIp;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : undefined,
    setCookie: response.headers.getSetCookie(),
  };
}

/** The status of `GET /api/v1/health`, or 0 when the instance does not answer at all. */
export async function healthOf(baseUrl: string): Promise<number> {
  try {
    return (await call(baseUrl, 'GET', '/health')).status;
  } catch {
    return 0;
  }
}

/** Signs in through `baseUrl`; `cookie` is the session cookie when it succeeded. */
export async function signIn(
  baseUrl: string,
  credentials: { email: string; password: string },
  clientIp?: string,
): Promise<{ status: number; cookie?: string }> {
  const answer = await call(baseUrl, 'POST', '/auth/login', { body: credentials, clientIp });
  return { status: answer.status, cookie: cookieFrom(answer.setCookie) };
}
