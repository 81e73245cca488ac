import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

describe("the clinic's two-factor requirement (two-factor, clinic setting)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'PATCH',
    path: string,
    cookie: string,
    payload?: Record<string, unknown>,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });

  /** An owner who uses two-factor sign-in themself. */
  async function protectedOwner() {
    const owner = await signedInMember(ctx, 'owner');
    await enableTwoFactor(owner.user.id);
    return owner;
  }
  const enableTwoFactor = (userId: string) =>
    ctx.database.db
      .update(users)
      .set({ totpEnabledAt: new Date(), totpSecret: 'JBSWY3DPEHPK3PXP' })
      .where(eq(users.id, userId));

  it('is off by default, and the owner turns it on (audited)', async () => {
    const owner = await protectedOwner();
    expect((await call('GET', '/clinic/security', owner.cookie)).json()).toEqual({
      security: { requireTwoFactor: false },
    });
    const response = await call('PATCH', '/clinic/security', owner.cookie, {
      requireTwoFactor: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ security: { requireTwoFactor: true } });
    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, owner.clinicId));
    expect(events).toEqual([
      expect.objectContaining({
        action: 'clinic.two_factor_requirement_changed',
        actorUserId: owner.user.id,
        meta: { requireTwoFactor: true },
      }),
    ]);
  });

  it('refuses a requirement that is not true or false with fields.requireTwoFactor', async () => {
    const owner = await protectedOwner();
    const response = await call('PATCH', '/clinic/security', owner.cookie, {
      requireTwoFactor: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('requireTwoFactor');
  });

  it('holds back members without two-factor from clinic routes, but not from their account', async () => {
    const owner = await protectedOwner();
    const member = await addMember(ctx.database.db, owner.clinicId, 'therapist');
    const memberCookie = await sessionCookieFor(ctx, member.user.id, owner.clinicId);
    const protectedMember = await addMember(ctx.database.db, owner.clinicId, 'assistant');
    await enableTwoFactor(protectedMember.user.id);
    const protectedCookie = await sessionCookieFor(ctx, protectedMember.user.id, owner.clinicId);
    expect((await call('GET', '/team/members', memberCookie)).statusCode).toBe(200);

    await call('PATCH', '/clinic/security', owner.cookie, { requireTwoFactor: true });

    const team = await call('GET', '/team/members', memberCookie);
    expect(team.statusCode).toBe(403);
    expect(team.json().code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    const me = await call('GET', '/users/current-user', memberCookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().twoFactorSetupRequired).toBe(true);
    const profile = await call('PATCH', '/account/profile', memberCookie, {
      name: 'Tara',
      lastName: 'Therapist',
      location: 'Novi Sad',
    });
    expect(profile.statusCode).toBe(200);

    expect((await call('GET', '/team/members', protectedCookie)).statusCode).toBe(200);

    await call('PATCH', '/clinic/security', owner.cookie, { requireTwoFactor: false });
    expect((await call('GET', '/team/members', memberCookie)).statusCode).toBe(200);
  });

  it('asks an owner without two-factor to turn it on for themself first (409)', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const response = await call('PATCH', '/clinic/security', owner.cookie, {
      requireTwoFactor: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'OWN_TWO_FACTOR_REQUIRED',
      msg: 'Turn on two-factor sign-in for your own account first, then require it for the team.',
    });
    expect((await call('GET', '/clinic/security', owner.cookie)).json().security).toEqual({
      requireTwoFactor: false,
    });
  });
});
