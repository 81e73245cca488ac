import { createHmac, timingSafeEqual } from 'node:crypto';

/** Older (or newer) signatures are refused: a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'expired' | 'mismatch';

/** `ts=<unix seconds>;h1=<hex>[;h1=<hex>]`: several h1 while a secret is being rotated. */
function parseHeader(header: string): { ts: string; signatures: Buffer[] } | null {
  let ts: string | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 'ts' && /^\d{1,12}$/.test(value)) ts = value;
    else if (key === 'h1' && /^[\da-f]{64}$/i.test(value))
      signatures.push(Buffer.from(value, 'hex'));
  }
  return ts && signatures.length > 0 ? { ts, signatures } : null;
}

/**
 * Paddle's webhook signature (header `Paddle-Signature`): HMAC-SHA256 of `${ts}:${rawBody}`
 * with the notification destination's secret. The SDK's own check uses the system clock, a
 * five-second window and a plain string compare, so it is done here.
 */
export function checkPaddleSignature(input: {
  header: string | undefined;
  rawBody: Buffer;
  secret: string;
  now: Date;
}): SignatureCheck {
  if (!input.header) return 'missing';
  const parsed = parseHeader(input.header);
  if (!parsed) return 'malformed';
  const age = input.now.getTime() / 1000 - Number(parsed.ts);
  if (Math.abs(age) > SIGNATURE_TOLERANCE_SECONDS) return 'expired';
  const expected = createHmac('sha256', input.secret)
    .update(`${parsed.ts}:`)
    .update(input.rawBody)
    .digest();
  return parsed.signatures.some((signature) => timingSafeEqual(signature, expected))
    ? 'valid'
    : 'mismatch';
}
