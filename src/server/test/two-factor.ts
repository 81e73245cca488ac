import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { users } from '../db/schema.js';
import { replaceRecoveryCodes } from '../modules/auth/recovery-codes.js';
import { newTotpSecret } from '../modules/auth/totp.js';
import type { TestContext } from './app.js';

/** The authenticator app's code for `secret` at the app clock's time, shifted by `offsetMs`. */
export const totpCode = (ctx: TestContext, secret: string, offsetMs = 0) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: ctx.clock.now().getTime() + offsetMs,
  });

/**
 * Turns two-factor sign-in on for a user directly in the database (the account routes that do
 * it have their own tests); answers the secret and the recovery codes.
 */
export async function withTwoFactor(ctx: TestContext, userId: string) {
  const secret = newTotpSecret();
  await ctx.database.db
    .update(users)
    .set({ totpSecret: secret, totpEnabledAt: ctx.clock.now() })
    .where(eq(users.id, userId));
  const recoveryCodes = await replaceRecoveryCodes(ctx.database.db, ctx.clock, userId);
  return { secret, recoveryCodes };
}
