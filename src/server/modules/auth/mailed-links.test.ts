import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTokens } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { queuedMail, signedInMember, TEST_PASSWORD, tokenOf } from '../../test/fixtures.js';
import { issueUserToken } from './user-tokens.js';

const NEW_PASSWORD = 'Velvet-harbour-compass-73';
const OTHER_PASSWORD = 'Amber-meadow-kettle-58';

describe('mailed links die when the password or the address changes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (path: string, cookie: string | undefined, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1${path}`,
      headers: cookie ? { cookie } : {},
      payload,
    });
  const openVerifyLink = (link: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email?token=${tokenOf(link)}` });
  const useResetLink = (link: string, password = OTHER_PASSWORD) =>
    post('/auth/reset-password', undefined, { token: tokenOf(link), password });

  /** A member with an open reset link and an open email-change link in their mailboxes. */
  async function memberWithOpenLinks() {
    const member = await signedInMember(ctx, 'therapist');
    const newEmail = `elsewhere-${member.user.id}@example.com`;
    await post('/account/change-email', member.cookie, {
      currentPassword: TEST_PASSWORD,
      newEmail,
    });
    await post('/auth/forgot-password', undefined, { email: member.user.email });
    const [change] = await queuedMail(ctx.database.db, newEmail, 'confirm-email-change');
    const [reset] = await queuedMail(ctx.database.db, member.user.email, 'reset-password');
    return { ...member, changeLink: change!.data.link, resetLink: reset!.data.link };
  }

  it('a password change kills open reset and email-change links', async () => {
    const { cookie, changeLink, resetLink } = await memberWithOpenLinks();
    const changed = await post('/account/change-password', cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await useResetLink(resetLink)).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await openVerifyLink(changeLink)).json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('a password reset kills the other open links', async () => {
    const { changeLink, resetLink } = await memberWithOpenLinks();
    expect((await useResetLink(resetLink, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await openVerifyLink(changeLink)).json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('an email change kills a reset link mailed to the old address', async () => {
    const { user, changeLink, resetLink } = await memberWithOpenLinks();
    expect((await openVerifyLink(changeLink)).statusCode).toBe(200);
    expect((await useResetLink(resetLink)).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const login = await post('/auth/login', undefined, {
      email: `elsewhere-${user.id}@example.com`,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('a password change kills an open email-verification link', async () => {
    const { user, cookie } = await signedInMember(ctx, 'therapist');
    await issueUserToken(ctx.database.db, ctx.clock, { userId: user.id, purpose: 'verify_email' });
    await post('/account/change-password', cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    const open = await ctx.database.db
      .select({ usedAt: userTokens.usedAt })
      .from(userTokens)
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'verify_email')));
    expect(open).toEqual([{ usedAt: expect.any(Date) }]);
  });
});
