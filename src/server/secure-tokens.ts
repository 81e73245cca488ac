import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 is enough for 256-bit random tokens: they cannot be guessed, only stolen. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random 256-bit token for a cookie or a link, and the hash that is stored instead. */
export function newSecureToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
