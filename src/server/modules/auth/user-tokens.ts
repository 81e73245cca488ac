import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { userTokens } from '../../db/schema.js';
import { hashToken, newSecureToken } from '../../secure-tokens.js';

export type UserTokenPurpose = (typeof userTokens.purpose.enumValues)[number];

export const TOKEN_LIFETIMES_MS = {
  verify_email: 24 * 3_600_000,
  reset_password: 3_600_000,
  change_email: 24 * 3_600_000,
  two_factor_login: 5 * 60_000,
  unlock_sign_in: 24 * 3_600_000,
} as const satisfies Record<UserTokenPurpose, number>;

/**
 * Issues a single-use token for `purpose`, and withdraws the user's earlier unused ones of the
 * same purpose: only the newest link works.
 */
export async function issueUserToken(
  db: Db,
  clock: Clock,
  input: { userId: string; purpose: UserTokenPurpose; data?: Record<string, unknown> },
): Promise<string> {
  const { token, hash } = newSecureToken();
  const now = clock.now();
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, input.userId),
        eq(userTokens.purpose, input.purpose),
        isNull(userTokens.usedAt),
      ),
    );
  await db.insert(userTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hash,
    data: input.data ?? {},
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIMES_MS[input.purpose]),
  });
  return token;
}

/** The links a mailbox holds that act on the account: each dies when the password or address changes. */
export const mailedLinkPurposes = [
  'verify_email',
  'reset_password',
  'change_email',
] as const satisfies UserTokenPurpose[];

/**
 * Withdraws the user's open mailed links (reset, verification, email change). Called when the
 * password or the address changes: a link mailed before must not undo or bypass the change.
 */
export async function withdrawMailedLinks(db: Db, clock: Clock, userId: string): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(userTokens.userId, userId),
        inArray(userTokens.purpose, [...mailedLinkPurposes]),
        isNull(userTokens.usedAt),
      ),
    );
}

export interface ValidUserToken {
  id: string;
  userId: string;
  data: Record<string, unknown>;
  attempts: number;
}

const openTokenWhere = (purpose: UserTokenPurpose, token: string, now: Date) =>
  and(
    eq(userTokens.tokenHash, hashToken(token)),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, now),
  );

const tokenColumns = {
  id: userTokens.id,
  userId: userTokens.userId,
  data: userTokens.data,
  attempts: userTokens.attempts,
};

/**
 * Uses the token up, atomically: of two requests with the same token, one gets it and the other
 * null. Null too for unknown, used, withdrawn and expired tokens.
 */
export async function consumeUserToken(
  db: Db,
  clock: Clock,
  purpose: UserTokenPurpose,
  token: string,
): Promise<ValidUserToken | null> {
  const now = clock.now();
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(openTokenWhere(purpose, token, now))
    .returning(tokenColumns);
  return row ?? null;
}

/** Looks a token up without using it (a challenge that allows a few wrong codes). */
export async function findUserToken(
  db: Db,
  clock: Clock,
  purpose: UserTokenPurpose,
  token: string,
): Promise<ValidUserToken | null> {
  const [row] = await db
    .select(tokenColumns)
    .from(userTokens)
    .where(openTokenWhere(purpose, token, clock.now()))
    .limit(1);
  return row ?? null;
}
