import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

/**
 * Paddle without the network: recorded-shape API and webhook payloads (test/paddle/*.json,
 * written after Paddle's API reference) and a stand-in for `fetch`, which is what the SDK's
 * HTTP client calls.
 */
const payloadDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'paddle');

/** A fresh copy of a recorded payload, to change freely in a test. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function paddlePayload(name: string): any {
  return JSON.parse(readFileSync(path.join(payloadDir, `${name}.json`), 'utf8'));
}

export const PADDLE_TEST_ENV = {
  BILLING_PROVIDER: 'paddle',
  PADDLE_API_KEY: 'pdl_sdbx_apikey_01jtestkey0000000000000000_TestKeyForMotioSuite',
  PADDLE_CLIENT_TOKEN: 'test_5f2c0e9a7b1d3c4e6f8a0b2c4d6',
  PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_01jtestsecret000000000000000_WebhookSecret',
  PADDLE_ENV: 'sandbox',
} as const;

export interface PaddleRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Reply = { status: number; body: unknown };
type Responder = (request: PaddleRequest) => Reply;

/**
 * Replaces the global fetch with Paddle's API as the test describes it: `reply(method, path,
 * ...answers)` answers requests to that path (any query) in order, the last answer repeating.
 * Every request is recorded; one nobody described fails the test.
 */
export function fakePaddleApi() {
  const requests: PaddleRequest[] = [];
  const responders = new Map<string, Responder>();
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const request: PaddleRequest = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    };
    requests.push(request);
    const responder = responders.get(`${request.method} ${request.url.pathname}`);
    if (!responder) {
      throw new Error(`Unexpected Paddle request: ${request.method} ${request.url.pathname}`);
    }
    const reply = responder(request);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', 'request-id': 'test' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    reply(method: string, pathname: string, ...answers: Reply[]) {
      responders.set(`${method} ${pathname}`, () =>
        answers.length > 1 ? answers.shift()! : answers[0]!,
      );
    },
    /** The recorded catalogue: two pages, the second behind the first page's `next` link. */
    replyWithProducts() {
      responders.set('GET /products', ({ url }) => ({
        status: 200,
        body: paddlePayload(url.searchParams.has('after') ? 'products-page-2' : 'products-page-1'),
      }));
    },
    restore() {
      vi.unstubAllGlobals();
    },
  };
}

/** The `Paddle-Signature` header Paddle would send for `body` at `at`. */
export function paddleSignature(body: string, secret: string, at: Date): string {
  const ts = Math.floor(at.getTime() / 1000);
  const h1 = createHmac('sha256', secret).update(`${ts}:${body}`).digest('hex');
  return `ts=${ts};h1=${h1}`;
}

/** A new id in Paddle's format (`sub_` and 26 lower-case letters or digits). */
export function newPaddleId(prefix: 'evt' | 'sub' | 'txn'): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const random = Array.from(randomBytes(24), (byte) => alphabet[byte % alphabet.length]).join('');
  return `${prefix}_01${random}`;
}
