import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, memberships, users, userTokens } from '../../db/schema.js';
import { hashToken } from '../../secure-tokens.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import {
  createClinic,
  createUser,
  queuedMail,
  sessionCookieFor,
  signedInMember,
  TEST_PASSWORD,
  tokenOf,
} from '../../test/fixtures.js';

const NEW_PASSWORD = 'Velvet-harbour-compass-73';

describe('account settings (Account and profile)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (
    method: NonNullable<InjectOptions['method']>,
    path: string,
    cookie?: string,
    payload?: Record<string, unknown>,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const currentUser = (cookie: string) => call('GET', '/users/current-user', cookie);
  const login = (email: string, password: string) =>
    call('POST', '/auth/login', undefined, { email, password });
  const auditActions = async (userId: string) =>
    (
      await ctx.database.db
        .select({ action: auditEvents.action, meta: auditEvents.meta })
        .from(auditEvents)
        .where(eq(auditEvents.actorUserId, userId))
    ).map((event) => event.action);

  it.each([
    ['PATCH', '/account/profile'],
    ['POST', '/account/change-password'],
    ['POST', '/account/change-email'],
    ['GET', '/account/sessions'],
    ['DELETE', '/account/sessions/00000000-0000-4000-8000-000000000000'],
    ['POST', '/account/active-clinic'],
    ['POST', '/account/avatar'],
    ['DELETE', '/account/avatar'],
    ['GET', '/users/00000000-0000-4000-8000-000000000000/avatar'],
  ] as const)('answers 401 to %s %s without a session', async (method, path) => {
    const response = await call(method, path);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  describe('PATCH /account/profile', () => {
    it('changes name, last name and location and answers the current user', async () => {
      const { user, cookie, clinicId } = await signedInMember(ctx, 'therapist');
      const response = await call('PATCH', '/account/profile', cookie, {
        name: ' Ana ',
        lastName: 'Petrović',
        location: 'Novi Sad',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        user: {
          id: user.id,
          email: user.email,
          name: 'Ana',
          lastName: 'Petrović',
          location: 'Novi Sad',
          platformAdmin: false,
          avatarUrl: null,
          twoFactorEnabled: false,
        },
      });
      expect((await currentUser(cookie)).json().user).toMatchObject({
        name: 'Ana',
        lastName: 'Petrović',
        location: 'Novi Sad',
      });
      const [event] = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.actorUserId, user.id));
      expect(event).toMatchObject({ action: 'account.profile_updated', clinicId });
    });

    it('answers 400 with fields for empty or missing values', async () => {
      const { cookie } = await signedInMember(ctx, 'therapist');
      const response = await call('PATCH', '/account/profile', cookie, {
        name: '  ',
        location: 'x'.repeat(201),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        name: 'Enter your name.',
        lastName: expect.any(String),
        location: 'Use at most 200 characters.',
      });
    });
  });

  describe('POST /account/change-password', () => {
    it('changes the password, ends the other sessions and keeps this one', async () => {
      const { user, cookie, clinicId } = await signedInMember(ctx, 'therapist');
      const otherDevice = await sessionCookieFor(ctx, user.id, clinicId);
      const bystander = await signedInMember(ctx, 'therapist', clinicId);

      const response = await call('POST', '/account/change-password', cookie, {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        msg: 'Your password has been changed. Other devices have been signed out.',
      });
      expect((await currentUser(cookie)).statusCode).toBe(200);
      expect((await currentUser(otherDevice)).statusCode).toBe(401);
      expect((await currentUser(bystander.cookie)).statusCode).toBe(200);

      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect(await auditActions(user.id)).toContain('account.password_changed');
      const events = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.actorUserId, user.id));
      expect(JSON.stringify(events)).not.toContain(NEW_PASSWORD);
    });

    it('refuses a wrong current password (400 fields.currentPassword) and changes nothing', async () => {
      const { user, cookie } = await signedInMember(ctx, 'therapist');
      const response = await call('POST', '/account/change-password', cookie, {
        currentPassword: 'not-my-password',
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        currentPassword: 'Current password is incorrect.',
      });
      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a weak new password or one made of the own name (400 fields.newPassword)', async () => {
      const { user, cookie } = await signedInMember(ctx, 'therapist');
      await ctx.database.db
        .update(users)
        .set({ name: 'Jelena', lastName: 'Kovačević' })
        .where(eq(users.id, user.id));
      for (const newPassword of ['password123', 'kovacevicjelena']) {
        const response = await call('POST', '/account/change-password', cookie, {
          currentPassword: TEST_PASSWORD,
          newPassword,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
        expect(response.json().fields).toHaveProperty('newPassword');
      }
      const short = await call('POST', '/account/change-password', cookie, {
        currentPassword: '',
        newPassword: 'short',
      });
      expect(short.json().fields).toEqual({
        currentPassword: 'Enter your password.',
        newPassword: 'Use at least 8 characters.',
      });
    });

    it('withdraws an open password-reset link', async () => {
      const { user, cookie } = await signedInMember(ctx, 'therapist');
      await ctx.database.db.insert(userTokens).values({
        userId: user.id,
        purpose: 'reset_password',
        tokenHash: hashToken(`reset-${user.id}`),
        expiresAt: new Date(ctx.clock.now().getTime() + 3_600_000),
      });
      await call('POST', '/account/change-password', cookie, {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      const [token] = await ctx.database.db
        .select({ usedAt: userTokens.usedAt })
        .from(userTokens)
        .where(eq(userTokens.userId, user.id));
      expect(token!.usedAt).not.toBeNull();
    });

    it('answers 429 after 10 wrong current passwords, even with the right one', async () => {
      const { cookie } = await signedInMember(ctx, 'therapist');
      const attempt = (currentPassword: string) =>
        call('POST', '/account/change-password', cookie, {
          currentPassword,
          newPassword: NEW_PASSWORD,
        });
      for (let index = 0; index < 10; index += 1) {
        expect((await attempt('wrong-password')).statusCode).toBe(400);
      }
      const blocked = await attempt(TEST_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().msg).toMatch(/^Too many password attempts/);
    });
  });

  describe('POST /account/change-email', () => {
    it('mails a confirmation link to the new address and keeps the old address until it is opened', async () => {
      const { user, cookie } = await signedInMember(ctx, 'therapist');
      const newEmail = `moved-${user.id}@example.com`;
      const response = await call('POST', '/account/change-email', cookie, {
        currentPassword: TEST_PASSWORD,
        newEmail,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        msg: `We sent a confirmation link to ${newEmail}. Your address changes once you open it.`,
      });
      const [mail] = await queuedMail(ctx.database.db, newEmail, 'confirm-email-change');
      expect(mail!.data).toEqual({
        name: 'Test',
        link: expect.stringMatching(/^http:\/\/localhost:3000\/verify-email\?token=[\w-]{43}$/),
      });
      expect(await queuedMail(ctx.database.db, user.email)).toEqual([]);
      const [token] = await ctx.database.db
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'change_email')));
      expect(token).toMatchObject({
        tokenHash: hashToken(tokenOf(mail!.data.link)),
        data: { newEmail },
        usedAt: null,
      });
      expect((await currentUser(cookie)).json().user.email).toBe(user.email);
      expect(await auditActions(user.id)).toContain('account.email_change_requested');
    });

    it('refuses a wrong password (400 fields.currentPassword)', async () => {
      const { cookie } = await signedInMember(ctx, 'therapist');
      const response = await call('POST', '/account/change-email', cookie, {
        currentPassword: 'not-my-password',
        newEmail: 'somewhere@example.com',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        currentPassword: 'Current password is incorrect.',
      });
    });

    it('refuses the current address, whatever its case (400 fields.newEmail)', async () => {
      const { user, cookie } = await signedInMember(ctx, 'therapist');
      const response = await call('POST', '/account/change-email', cookie, {
        currentPassword: TEST_PASSWORD,
        newEmail: user.email.toUpperCase(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('newEmail');
    });

    it("refuses another account's address (409 EMAIL_TAKEN) without mailing it", async () => {
      const { cookie } = await signedInMember(ctx, 'therapist');
      const other = await createUser(ctx.database.db);
      const response = await call('POST', '/account/change-email', cookie, {
        currentPassword: TEST_PASSWORD,
        newEmail: other.email,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('EMAIL_TAKEN');
      expect(await queuedMail(ctx.database.db, other.email)).toEqual([]);
    });

    it('answers 400 fields.newEmail for an invalid address', async () => {
      const { cookie } = await signedInMember(ctx, 'therapist');
      const response = await call('POST', '/account/change-email', cookie, {
        currentPassword: TEST_PASSWORD,
        newEmail: 'not-an-address',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ newEmail: 'Enter a valid email address.' });
    });
  });

  describe('POST /account/active-clinic', () => {
    it('switches the session to another clinic of the user', async () => {
      const { user, cookie, clinicId } = await signedInMember(ctx, 'owner');
      const second = await createClinic(ctx.database.db, 'Second Clinic');
      await ctx.database.db
        .insert(memberships)
        .values({ clinicId: second.id, userId: user.id, role: 'therapist' });

      const response = await call('POST', '/account/active-clinic', cookie, {
        clinicId: second.id,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ msg: 'You are now working in Second Clinic.' });
      expect((await currentUser(cookie)).json().membership).toMatchObject({
        clinicId: second.id,
        clinicName: 'Second Clinic',
        role: 'therapist',
      });
      const [event] = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.actorUserId, user.id),
            eq(auditEvents.action, 'account.clinic_switched'),
          ),
        );
      expect(event).toMatchObject({ clinicId: second.id, meta: { fromClinicId: clinicId } });
    });

    it('answers 404 for a clinic the user is not an active member of', async () => {
      const { user, cookie, clinicId } = await signedInMember(ctx, 'owner');
      const stranger = await createClinic(ctx.database.db, 'Not mine');
      const former = await createClinic(ctx.database.db, 'Left');
      await ctx.database.db.insert(memberships).values({
        clinicId: former.id,
        userId: user.id,
        role: 'therapist',
        deactivatedAt: new Date(),
      });
      for (const target of [stranger.id, former.id]) {
        const response = await call('POST', '/account/active-clinic', cookie, {
          clinicId: target,
        });
        expect(response.statusCode).toBe(404);
      }
      expect((await currentUser(cookie)).json().membership.clinicId).toBe(clinicId);
    });

    it('answers 400 fields.clinicId for a value that is not an id', async () => {
      const { cookie } = await signedInMember(ctx, 'owner');
      const response = await call('POST', '/account/active-clinic', cookie, { clinicId: '7' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('clinicId');
    });
  });
});
