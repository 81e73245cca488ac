import { and, eq, isNull } from 'drizzle-orm';
import type { TwoFactorSetup } from '../../../domain/account.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import { clinics, memberships, recoveryCodes, users } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { recordAudit } from '../audit/service.js';
import { replaceRecoveryCodes } from '../auth/recovery-codes.js';
import type { AuthContext } from '../auth/auth-context.js';
import { queueSecurityNotice } from '../auth/security-notice.js';
import { matchTotpStep, newTotpSecret, otpauthUrlOf } from '../auth/totp.js';
import { userConfirmedByPassword } from './current-password.js';

const ALREADY_ON = () =>
  new HttpError(409, 'TWO_FACTOR_ALREADY_ON', 'Two-factor sign-in is already on.');
const NOT_ON = () => new HttpError(409, 'TWO_FACTOR_NOT_ON', 'Two-factor sign-in is not on.');
const SETUP_NOT_STARTED = () =>
  new HttpError(
    409,
    'TWO_FACTOR_SETUP_NOT_STARTED',
    'Start the two-factor set-up first: scan the QR code, then enter the code.',
  );
const WRONG_CODE_TEXT =
  'That code is not right. Check the time on your phone and try the newest code.';
const WRONG_CODE = () =>
  new HttpError(400, 'INVALID_CODE', WRONG_CODE_TEXT, { code: WRONG_CODE_TEXT });
const REQUIRED_BY_CLINIC = () =>
  new HttpError(
    409,
    'TWO_FACTOR_REQUIRED_BY_CLINIC',
    'Your clinic requires two-factor sign-in, so it cannot be turned off.',
  );

async function twoFactorStateOf(ctx: AppContext, userId: string) {
  const [state] = await ctx.db
    .select({
      email: users.email,
      totpSecret: users.totpSecret,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!state) throw new HttpError(401, 'UNAUTHORIZED', 'Please sign in to continue.');
  return state;
}

const auditOf = (auth: AuthContext, origin: RequestOrigin, action: string) => ({
  action,
  actorUserId: auth.user.id,
  clinicId: auth.membership?.clinicId ?? null,
  entityType: 'user',
  entityId: auth.user.id,
  ...origin,
});

/** POST /account/two-factor/setup: a new secret, unconfirmed until a code from it is entered. */
export async function startTwoFactorSetup(
  ctx: AppContext,
  auth: AuthContext,
): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  const [pending] = await ctx.db
    .update(users)
    .set({ totpSecret: secret, updatedAt: ctx.clock.now() })
    .where(and(eq(users.id, auth.user.id), isNull(users.totpEnabledAt)))
    .returning({ email: users.email });
  if (!pending) throw ALREADY_ON();
  const otpauthUrl = otpauthUrlOf(secret, pending.email);
  // Loaded on first use: only a set-up needs it, not start-up.
  // CommonJS only: its default export is the module, in Node, in Vitest and in the bundle.
  const { default: QRCode } = await import('qrcode');
  return { secret, otpauthUrl, qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl) };
}

/**
 * POST /account/two-factor/enable: the current password and a right code turn it on and give the
 * recovery codes; the account's address is told.
 */
export async function enableTwoFactor(
  ctx: AppContext,
  auth: AuthContext,
  input: { code: string; currentPassword: string },
  origin: RequestOrigin,
): Promise<string[]> {
  const { db, clock } = ctx;
  const { code } = input;
  const user = await userConfirmedByPassword(ctx, auth.user.id, input.currentPassword);
  const state = await twoFactorStateOf(ctx, auth.user.id);
  if (state.totpEnabledAt) throw ALREADY_ON();
  if (!state.totpSecret) throw SETUP_NOT_STARTED();
  const step = matchTotpStep(state.totpSecret, code, clock.now());
  if (step === null) throw WRONG_CODE();

  return db.transaction(async (tx) => {
    const now = clock.now();
    // The step is recorded as used, so the code just typed cannot also open a sign-in.
    const [enabled] = await tx
      .update(users)
      .set({ totpEnabledAt: now, totpLastUsedStep: step, updatedAt: now })
      .where(
        and(
          eq(users.id, auth.user.id),
          eq(users.totpSecret, state.totpSecret!),
          isNull(users.totpEnabledAt),
        ),
      )
      .returning({ id: users.id });
    if (!enabled) throw ALREADY_ON();
    const codes = await replaceRecoveryCodes(tx, clock, auth.user.id);
    await queueSecurityNotice(tx, ctx, user, 'two-factor-on');
    await recordAudit(tx, auditOf(auth, origin, 'account.two_factor_enabled'));
    return codes;
  });
}

/**
 * POST /account/two-factor/disable: with the current password, and refused while a clinic of the
 * user requires it; the account's address is told.
 */
export async function disableTwoFactor(
  ctx: AppContext,
  auth: AuthContext,
  currentPassword: string,
  origin: RequestOrigin,
): Promise<void> {
  const { db, clock } = ctx;
  const user = await userConfirmedByPassword(ctx, auth.user.id, currentPassword);
  if (!auth.user.twoFactorEnabled) throw NOT_ON();
  const [requiringClinic] = await db
    .select({ id: clinics.id })
    .from(memberships)
    .innerJoin(clinics, eq(clinics.id, memberships.clinicId))
    .where(
      and(
        eq(memberships.userId, auth.user.id),
        isNull(memberships.deactivatedAt),
        eq(clinics.requireTwoFactor, true),
      ),
    )
    .limit(1);
  if (requiringClinic) throw REQUIRED_BY_CLINIC();

  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        totpSecret: null,
        totpEnabledAt: null,
        totpLastUsedStep: null,
        updatedAt: clock.now(),
      })
      .where(eq(users.id, auth.user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, auth.user.id));
    await queueSecurityNotice(tx, ctx, user, 'two-factor-off');
    await recordAudit(tx, auditOf(auth, origin, 'account.two_factor_disabled'));
  });
}

/** POST /account/two-factor/recovery-codes: a new set; the old codes stop working. */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  auth: AuthContext,
  currentPassword: string,
  origin: RequestOrigin,
): Promise<string[]> {
  const { db, clock } = ctx;
  await userConfirmedByPassword(ctx, auth.user.id, currentPassword);
  if (!auth.user.twoFactorEnabled) throw NOT_ON();
  return db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, clock, auth.user.id);
    await recordAudit(tx, auditOf(auth, origin, 'account.recovery_codes_regenerated'));
    return codes;
  });
}
