import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit code, any of a million equally likely. */
export const newBookingCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const hashBookingCode = (code: string) => createHash('sha256').update(code).digest('hex');

export function bookingCodeMatches(code: string, hash: string): boolean {
  return timingSafeEqual(Buffer.from(hashBookingCode(code), 'hex'), Buffer.from(hash, 'hex'));
}
