import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { recoveryCodes } from '../../db/schema.js';
import { hashToken } from '../../secure-tokens.js';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const HALF = 5;

/** 'xxxxx-xxxxx': about 51 bits each, ample for a single-use code behind a rate limit. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: HALF * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, HALF).join('')}-${chars.slice(HALF).join('')}`;
}

/** How a code is typed varies (case, spaces, the dash): the stored form does not. */
export function normaliseRecoveryCode(input: string): string | null {
  const compact = input.toLowerCase().replace(/[\s-]/g, '');
  if (!/^[a-z0-9]{10}$/.test(compact)) return null;
  return `${compact.slice(0, HALF)}-${compact.slice(HALF)}`;
}

/** Replaces the user's recovery codes with a new set; only their hashes are stored. */
export async function replaceRecoveryCodes(
  db: Db,
  clock: Clock,
  userId: string,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const createdAt = clock.now();
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashToken(code), createdAt })));
  return codes;
}

/** Uses one of the user's unused recovery codes up, atomically; false when there is none. */
export async function useRecoveryCode(
  db: Db,
  clock: Clock,
  userId: string,
  input: string,
): Promise<boolean> {
  const code = normaliseRecoveryCode(input);
  if (!code) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashToken(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}
