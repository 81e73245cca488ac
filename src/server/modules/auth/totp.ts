import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

export const TOTP_ISSUER = 'Motio';

/** What every authenticator app assumes: SHA-1, 6 digits, 30 seconds. */
const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** One step either side: phones whose clock is a little off still work. */
const WINDOW = 1;

/** A new secret of 20 random bytes (RFC 4226 section 4), base32 as authenticator apps expect. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const otpauthUrlOf = (secret: string, email: string): string =>
  new TOTP({
    ...TOTP_PARAMS,
    issuer: TOTP_ISSUER,
    label: email,
    secret: Secret.fromBase32(secret),
  }).toString();

export const isTotpFormat = (code: string) => /^\d{6}$/.test(code);

/** The time step a code belongs to, when it is the code of now or one step either side. */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  if (!isTotpFormat(code)) return null;
  const totp = new TOTP({ ...TOTP_PARAMS, secret: Secret.fromBase32(secret) });
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/**
 * Records `step` as used, atomically, and answers whether it was still unused: a code is
 * accepted once, and never one older than the newest accepted (RFC 6238 section 5.2).
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ totpLastUsedStep: step })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.totpLastUsedStep), lt(users.totpLastUsedStep, step)),
      ),
    )
    .returning({ id: users.id });
  return claimed.length > 0;
}
