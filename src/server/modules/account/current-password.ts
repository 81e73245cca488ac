import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { verifyPassword } from '../auth/passwords.js';

export const WRONG_CURRENT_PASSWORD_TEXT = 'Current password is incorrect.';

const WRONG_CURRENT_PASSWORD = () =>
  new HttpError(400, 'WRONG_PASSWORD', WRONG_CURRENT_PASSWORD_TEXT, {
    currentPassword: WRONG_CURRENT_PASSWORD_TEXT,
  });

/**
 * The signed-in user's row, once they have proven it is them with their password. Failures count
 * per account, so a stolen session cannot be used to guess the password; each attempt is counted
 * before the check, so requests sent at once cannot check more passwords than the limit.
 */
export async function userConfirmedByPassword(ctx: AppContext, userId: string, password: string) {
  await ctx.rateLimits.consume('currentPasswordFailuresPerAccount', userId);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw WRONG_CURRENT_PASSWORD();
  }
  await ctx.rateLimits.reset('currentPasswordFailuresPerAccount', userId);
  return user;
}
