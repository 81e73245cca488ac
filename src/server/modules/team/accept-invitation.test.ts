import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_DAYS } from '../../../domain/team.js';
import { auditEvents, invitations, memberships, users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import {
  cookieFrom,
  createClinic,
  createUser,
  sessionCookieFor,
  signedInMember,
} from '../../test/fixtures.js';
import { addInvitation, addMember } from '../../test/team-fixtures.js';

const NEW_PASSWORD = 'Lantern-orchard-pebble-41';
const INVALID = {
  code: 'INVITATION_INVALID',
  msg: 'This invitation is no longer valid. Ask the clinic for a new one.',
};

describe('accepting an invitation (Team management, invite and accept)', () => {
  let ctx: TestContext;
  let clinicId: string;
  let inviterId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    clinicId = (await createClinic(ctx.database.db, 'Riverside Physio')).id;
    const inviter = await createUser(ctx.database.db, { clinicId, role: 'owner' });
    await ctx.database.db
      .update(users)
      .set({ name: 'Olga', lastName: 'Owner' })
      .where(eq(users.id, inviter.id));
    inviterId = inviter.id;
  });
  afterAll(() => ctx.close());

  const preview = (token: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/auth/invitation?token=${token}` });
  const accept = (payload: Record<string, unknown>, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/accept-invitation',
      payload,
      headers: cookie ? { cookie } : {},
    });
  const currentUser = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/users/current-user', headers: { cookie } });
  const invitationFor = (email?: string, role: 'therapist' | 'admin' = 'therapist') =>
    addInvitation(ctx, clinicId, { email, role, invitedByUserId: inviterId });
  const newPerson = { name: 'Nina', lastName: 'Novak', password: NEW_PASSWORD };

  describe('GET /auth/invitation', () => {
    it('shows the clinic, address, role and inviter, and whether an account exists', async () => {
      const fresh = await invitationFor();
      const response = await preview(fresh.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        invitation: {
          clinicName: 'Riverside Physio',
          email: fresh.email,
          role: 'therapist',
          invitedByName: 'Olga Owner',
          accountExists: false,
        },
      });
      const existing = await createUser(ctx.database.db);
      const forExisting = await invitationFor(existing.email);
      expect((await preview(forExisting.token)).json().invitation.accountExists).toBe(true);
    });

    it('answers 404 INVITATION_INVALID for an unknown, accepted, cancelled or expired link', async () => {
      const accepted = await invitationFor();
      const cancelled = await invitationFor();
      const expiring = await invitationFor();
      await ctx.database.db
        .update(invitations)
        .set({ acceptedAt: new Date() })
        .where(eq(invitations.id, accepted.id));
      await ctx.database.db
        .update(invitations)
        .set({ cancelledAt: new Date() })
        .where(eq(invitations.id, cancelled.id));
      await ctx.database.db
        .update(invitations)
        .set({ expiresAt: ctx.clock.now() })
        .where(eq(invitations.id, expiring.id));
      for (const token of ['no-such-token', accepted.token, cancelled.token, expiring.token]) {
        const response = await preview(token);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(INVALID);
      }
    });

    it('answers 400 with fields.token without a token', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/invitation' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('token');
    });
  });

  describe('a new person', () => {
    it('creates a verified account and membership, signs them in, and the link works only once', async () => {
      const invitation = await invitationFor(undefined, 'admin');
      const response = await accept({ token: invitation.token, ...newPerson });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ msg: 'Welcome to Riverside Physio.' });

      const cookie = cookieFrom(response.headers['set-cookie'])!;
      const me = await currentUser(cookie);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        user: { email: invitation.email, name: 'Nina', lastName: 'Novak' },
        membership: { clinicId, clinicName: 'Riverside Physio', role: 'admin' },
      });
      const [user] = await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.email, invitation.email));
      expect(user!.emailVerifiedAt).not.toBeNull();
      expect(user!.passwordHash).not.toContain(NEW_PASSWORD);

      // The chosen password signs in: the account is complete.
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: invitation.email, password: NEW_PASSWORD },
      });
      expect(login.statusCode).toBe(200);

      const again = await accept({ token: invitation.token, ...newPerson });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(INVALID);

      const [event] = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'team.invitation_accepted'),
            eq(auditEvents.entityId, invitation.id),
          ),
        );
      expect(event).toMatchObject({
        actorUserId: user!.id,
        clinicId,
        meta: { role: 'admin', newAccount: true },
      });
      expect(JSON.stringify(event)).not.toContain(NEW_PASSWORD);
    });

    it('signs out whoever was signed in on this browser before', async () => {
      const previous = await signedInMember(ctx, 'owner');
      const invitation = await invitationFor();
      const response = await accept({ token: invitation.token, ...newPerson }, previous.cookie);
      expect(response.statusCode).toBe(200);
      const cookie = cookieFrom(response.headers['set-cookie'])!;
      expect(cookie).not.toBe(previous.cookie);
      expect((await currentUser(previous.cookie)).statusCode).toBe(401);
      expect((await currentUser(cookie)).json().user.email).toBe(invitation.email);
    });

    it('answers 400 with a field for each missing detail, and keeps the link usable', async () => {
      const invitation = await invitationFor();
      const response = await accept({ token: invitation.token });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        name: 'Enter your name.',
        lastName: 'Enter your last name.',
        password: 'Choose a password.',
      });
      const partial = await accept({ token: invitation.token, name: 'Nina' });
      expect(Object.keys(partial.json().fields)).toEqual(['lastName', 'password']);
      expect((await preview(invitation.token)).statusCode).toBe(200);
    });

    it('refuses a weak password or one built from their own name (400 fields.password)', async () => {
      const invitation = await invitationFor();
      for (const password of ['password123', 'novaknina1']) {
        const response = await accept({ token: invitation.token, ...newPerson, password });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
        expect(response.json().fields).toHaveProperty('password');
      }
      const short = await accept({ token: invitation.token, ...newPerson, password: 'short' });
      expect(short.json().fields).toEqual({ password: 'Use at least 8 characters.' });
    });

    it('answers 404 INVITATION_INVALID for an expired link', async () => {
      const invitation = await invitationFor();
      ctx.clock.advance(INVITATION_DAYS * 24 * 3_600_000);
      const response = await accept({ token: invitation.token, ...newPerson });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(INVALID);
      const [row] = await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.email, invitation.email));
      expect(row).toBeUndefined();
    });

    it('uses the invitation once even when two accepts race', async () => {
      const invitation = await invitationFor();
      const answers = await Promise.all([
        accept({ token: invitation.token, ...newPerson }),
        accept({ token: invitation.token, ...newPerson }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
      const rows = await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.email, invitation.email));
      expect(rows).toHaveLength(1);
    });
  });

  describe('an existing user', () => {
    it('must sign in first (401 SIGN_IN_REQUIRED); the link stays usable', async () => {
      const existing = await createUser(ctx.database.db);
      const invitation = await invitationFor(existing.email);
      const response = await accept({ token: invitation.token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'SIGN_IN_REQUIRED',
        msg: `Sign in as ${existing.email} to accept this invitation.`,
      });
      expect((await preview(invitation.token)).statusCode).toBe(200);
    });

    it('cannot accept while signed in as someone else (403 WRONG_ACCOUNT)', async () => {
      const existing = await createUser(ctx.database.db);
      const invitation = await invitationFor(existing.email);
      const someoneElse = await signedInMember(ctx, 'owner');
      const response = await accept({ token: invitation.token }, someoneElse.cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'WRONG_ACCOUNT',
        msg: `This invitation is for ${existing.email}. Log out, then sign in with that address.`,
      });
      expect((await preview(invitation.token)).statusCode).toBe(200);
    });

    it('joins the clinic when signed in as the invited address, and the session moves to it', async () => {
      const home = await signedInMember(ctx, 'owner');
      const invitation = await invitationFor(home.user.email.toUpperCase());
      const response = await accept({ token: invitation.token }, home.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ msg: 'Welcome to Riverside Physio.' });
      expect(response.headers['set-cookie']).toBeUndefined();

      const me = (await currentUser(home.cookie)).json();
      expect(me.membership).toMatchObject({ clinicId, role: 'therapist' });
      expect(me.clinics.map((c: { clinicId: string }) => c.clinicId).sort()).toEqual(
        [clinicId, home.clinicId].sort(),
      );
      expect((await accept({ token: invitation.token }, home.cookie)).statusCode).toBe(404);
    });

    it('reactivates a deactivated membership with the invited role', async () => {
      const former = await addMember(ctx.database.db, clinicId, 'assistant', { deactivated: true });
      const invitation = await invitationFor(former.user.email, 'admin');
      // Deactivated here and a member nowhere else: a session without an active clinic.
      const cookie = await sessionCookieFor(ctx, former.user.id, null);
      const response = await accept({ token: invitation.token }, cookie);
      expect(response.statusCode).toBe(200);
      const [membership] = await ctx.database.db
        .select()
        .from(memberships)
        .where(eq(memberships.id, former.membershipId));
      expect(membership).toMatchObject({ role: 'admin', deactivatedAt: null });
      expect((await currentUser(cookie)).json().membership).toMatchObject({
        clinicId,
        role: 'admin',
      });
    });
  });

  it('answers 400 with fields.token without a token', async () => {
    const response = await accept({ ...newPerson });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('token');
  });
});
