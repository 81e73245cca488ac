import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { queuedMail, signedInMember, TEST_PASSWORD, tokenOf } from '../../test/fixtures.js';
import { totpCode } from '../../test/two-factor.js';

const NEW_PASSWORD = 'Velvet-harbour-compass-73';

/** How many passwords the server has checked against their argon2 hash. */
const checked = vi.hoisted(() => ({ passwords: 0 }));
vi.mock('../auth/passwords.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../auth/passwords.js')>();
  return {
    ...actual,
    verifyPassword: (...args: Parameters<typeof actual.verifyPassword>) => {
      checked.passwords += 1;
      return actual.verifyPassword(...args);
    },
  };
});
const WRONG_PASSWORD_FIELD = { currentPassword: 'Current password is incorrect.' };

describe('changes to how an account signs in need the current password and are mailed to it', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (path: string, cookie: string | undefined, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1${path}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const twoFactorOn = async (userId: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.id, userId)))[0]!.totpEnabledAt !==
    null;
  const noticesTo = async (email: string) =>
    (await queuedMail(ctx.database.db, email, 'security-change')).map((mail) => mail.data.change);

  it('turning two-factor on needs the current password: missing or wrong, it stays off', async () => {
    const { user, cookie } = await signedInMember(ctx, 'therapist');
    const { secret } = (await post('/account/two-factor/setup', cookie)).json();

    const missing = await post('/account/two-factor/enable', cookie, {
      code: totpCode(ctx, secret),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('currentPassword');

    const wrong = await post('/account/two-factor/enable', cookie, {
      currentPassword: 'not-my-password',
      code: totpCode(ctx, secret),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      msg: 'Current password is incorrect.',
      code: 'WRONG_PASSWORD',
      fields: WRONG_PASSWORD_FIELD,
    });
    expect(await twoFactorOn(user.id)).toBe(false);
    expect(await noticesTo(user.email)).toEqual([]);
  });

  it('checks at most 10 current passwords of a burst of 30 sent at once', async () => {
    const { cookie } = await signedInMember(ctx, 'therapist');
    checked.passwords = 0;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        post('/account/change-password', cookie, {
          currentPassword: 'not-my-password',
          newPassword: NEW_PASSWORD,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
    expect(checked.passwords).toBeLessThanOrEqual(10);
  });

  it('tells the address when two-factor is turned on and off', async () => {
    const { user, cookie } = await signedInMember(ctx, 'therapist');
    const { secret } = (await post('/account/two-factor/setup', cookie)).json();
    const enabled = await post('/account/two-factor/enable', cookie, {
      currentPassword: TEST_PASSWORD,
      code: totpCode(ctx, secret),
    });
    expect(enabled.statusCode).toBe(200);
    expect(await noticesTo(user.email)).toEqual(['two-factor-on']);

    const wrong = await post('/account/two-factor/disable', cookie, {
      currentPassword: 'not-my-password',
    });
    expect(wrong.json().fields).toEqual(WRONG_PASSWORD_FIELD);
    const disabled = await post('/account/two-factor/disable', cookie, {
      currentPassword: TEST_PASSWORD,
    });
    expect(disabled.statusCode).toBe(200);
    expect(await noticesTo(user.email)).toEqual(['two-factor-on', 'two-factor-off']);
  });

  it('tells the address when the password is changed, with a link to reset it', async () => {
    const { user, cookie } = await signedInMember(ctx, 'therapist');
    const changed = await post('/account/change-password', cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    const [notice] = await queuedMail(ctx.database.db, user.email, 'security-change');
    expect(notice!.data).toEqual({
      name: 'Test',
      change: 'password',
      resetLink: 'http://localhost:3000/forgot-password',
    });
  });

  it('tells the address when the password is reset through the mailed link', async () => {
    const { user } = await signedInMember(ctx, 'therapist');
    await post('/auth/forgot-password', undefined, { email: user.email });
    const [mail] = await queuedMail(ctx.database.db, user.email, 'reset-password');
    const reset = await post('/auth/reset-password', undefined, {
      token: tokenOf(mail!.data.link),
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(await noticesTo(user.email)).toEqual(['password']);
  });

  it('tells the OLD address once a new address takes over, and nothing before', async () => {
    const { user, cookie } = await signedInMember(ctx, 'therapist');
    const newEmail = `moved-${user.id}@example.com`;
    const wrong = await post('/account/change-email', cookie, {
      currentPassword: 'not-my-password',
      newEmail,
    });
    expect(wrong.json().fields).toEqual(WRONG_PASSWORD_FIELD);
    await post('/account/change-email', cookie, { currentPassword: TEST_PASSWORD, newEmail });
    expect(await noticesTo(user.email)).toEqual([]);

    const [confirmation] = await queuedMail(ctx.database.db, newEmail, 'confirm-email-change');
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/auth/verify-email?token=${tokenOf(confirmation!.data.link)}`,
    });
    expect(opened.statusCode).toBe(200);
    expect(await noticesTo(user.email)).toEqual(['email']);
    expect(await noticesTo(newEmail)).toEqual([]);
  });
});
