import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_AND_BILLING_PATH } from '../../../domain/billing.js';
import { INVITATION_DAYS } from '../../../domain/team.js';
import { auditEvents, invitations, users } from '../../db/schema.js';
import { hashToken } from '../../secure-tokens.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import {
  createClinic,
  queuedMail,
  sessionCookieFor,
  signedInMember,
  tokenOf,
} from '../../test/fixtures.js';
import { addInvitation, addMember } from '../../test/team-fixtures.js';
import { DAY_MS } from '../../../domain/clinic-time.js';

describe('team invitations (Clinics, roles and team)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
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
  const invite = (cookie: string, email: string, role = 'therapist', title?: string) =>
    call('POST', '/team/invitations', cookie, { email, role, ...(title ? { title } : {}) });
  const preview = (token: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/auth/invitation?token=${token}` });
  const uniqueEmail = (name: string) =>
    `${name}-${Math.random().toString(36).slice(2)}@example.com`;

  /** An owner named Olga Owner in a clinic called `clinicName`. */
  async function namedOwner(clinicName = 'Riverside Physio', planId = 'team') {
    const clinic = await createClinic(ctx.database.db, clinicName, planId);
    const owner = await signedInMember(ctx, 'owner', clinic.id);
    await ctx.database.db
      .update(users)
      .set({ name: 'Olga', lastName: 'Owner' })
      .where(eq(users.id, owner.user.id));
    return owner;
  }

  describe('sending', () => {
    it('creates an invitation (201), queues the mail with a link, and stores only a hash of the token', async () => {
      const owner = await namedOwner();
      const email = uniqueEmail('nina');
      const response = await invite(owner.cookie, email, 'therapist', 'Physiotherapist');
      expect(response.statusCode).toBe(201);
      const invitation = response.json().invitation;
      expect(invitation).toEqual({
        id: expect.any(String),
        email,
        role: 'therapist',
        title: 'Physiotherapist',
        invitedByName: 'Olga Owner',
        createdAt: ctx.clock.now().toISOString(),
        expiresAt: new Date(ctx.clock.now().getTime() + INVITATION_DAYS * DAY_MS).toISOString(),
        status: 'pending',
      });

      const [mail] = await queuedMail(ctx.database.db, email, 'invitation');
      expect(mail!.data).toEqual({
        clinicName: 'Riverside Physio',
        inviterName: 'Olga Owner',
        roleLabel: 'Therapist',
        link: expect.stringMatching(
          /^http:\/\/localhost:3000\/accept-invitation\?token=[\w-]{43}$/,
        ),
        expiresInDays: 7,
      });
      const token = tokenOf(mail!.data.link);
      const [row] = await ctx.database.db
        .select({ tokenHash: invitations.tokenHash })
        .from(invitations)
        .where(eq(invitations.id, invitation.id));
      expect(row!.tokenHash).toBe(hashToken(token));
      expect(row!.tokenHash).not.toContain(token);

      const [event] = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.entityId, invitation.id));
      expect(event).toMatchObject({
        action: 'team.invitation_sent',
        actorUserId: owner.user.id,
        clinicId: owner.clinicId,
        meta: { role: 'therapist' },
      });
      expect(JSON.stringify(event)).not.toContain(token);
    });

    it('lets an admin invite below owner but not invite an owner (403)', async () => {
      const admin = await signedInMember(ctx, 'admin');
      expect((await invite(admin.cookie, uniqueEmail('a'), 'admin')).statusCode).toBe(201);
      const refused = await invite(admin.cookie, uniqueEmail('b'), 'owner');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      const owner = await signedInMember(ctx, 'owner');
      expect((await invite(owner.cookie, uniqueEmail('c'), 'owner')).statusCode).toBe(201);
    });

    it('refuses an address that is not one with fields.email', async () => {
      const owner = await signedInMember(ctx, 'owner');
      const response = await invite(owner.cookie, 'not-an-address');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('email');
    });

    it('refuses the address of an active member, whatever its case (409 ALREADY_MEMBER)', async () => {
      const owner = await signedInMember(ctx, 'owner');
      const member = await addMember(ctx.database.db, owner.clinicId, 'therapist');
      const response = await invite(owner.cookie, member.user.email.toUpperCase());
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'ALREADY_MEMBER',
        msg: 'This person is already a member of the clinic.',
      });
      expect(await queuedMail(ctx.database.db, member.user.email)).toEqual([]);
    });

    it('invites a deactivated member again', async () => {
      const owner = await signedInMember(ctx, 'owner');
      const former = await addMember(ctx.database.db, owner.clinicId, 'therapist', {
        deactivated: true,
      });
      expect((await invite(owner.cookie, former.user.email)).statusCode).toBe(201);
    });

    it('refuses an address with an open invitation (409 ALREADY_INVITED), but replaces an expired one', async () => {
      const owner = await signedInMember(ctx, 'owner');
      const email = uniqueEmail('twice');
      expect((await invite(owner.cookie, email)).statusCode).toBe(201);
      const again = await invite(owner.cookie, email.toUpperCase());
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'ALREADY_INVITED',
        msg: 'This address already has an open invitation. Resend it instead.',
      });

      const stale = await addInvitation(ctx, owner.clinicId, {
        expiresAt: new Date(ctx.clock.now().getTime() - 1000),
      });
      const replaced = await invite(owner.cookie, stale.email);
      expect(replaced.statusCode).toBe(201);
      const list = (await call('GET', '/team/invitations', owner.cookie)).json().invitations;
      expect(list.map((i: { id: string }) => i.id)).not.toContain(stale.id);
    });

    it("enforces the plan's user limit: active members plus open invitations (409 PLAN_USER_LIMIT)", async () => {
      const owner = await namedOwner('Solo practice', 'solo');
      const first = await invite(owner.cookie, uniqueEmail('first'));
      expect(first.statusCode).toBe(201);
      const second = uniqueEmail('second');
      const refused = await invite(owner.cookie, second);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'PLAN_USER_LIMIT',
        msg: 'Your Solo plan includes 2 users. To invite more, remove a member or cancel an invitation, or upgrade in Settings → Plan & Billing.',
        details: { limit: 2, planId: 'solo', path: PLAN_AND_BILLING_PATH },
      });
      expect(await queuedMail(ctx.database.db, second)).toEqual([]);

      // A deactivated member holds no seat; cancelling the invitation frees one.
      await addMember(ctx.database.db, owner.clinicId, 'assistant', { deactivated: true });
      const cancel = await call(
        'DELETE',
        `/team/invitations/${first.json().invitation.id}`,
        owner.cookie,
      );
      expect(cancel.statusCode).toBe(204);
      expect((await invite(owner.cookie, second)).statusCode).toBe(201);
    });

    it('does not count expired invitations against the plan', async () => {
      const owner = await namedOwner('Solo two', 'solo');
      await addInvitation(ctx, owner.clinicId, {
        expiresAt: new Date(ctx.clock.now().getTime() - 1000),
      });
      expect((await invite(owner.cookie, uniqueEmail('fresh'))).statusCode).toBe(201);
    });
  });

  describe('listing', () => {
    it('lists open invitations only, and marks them expired once past their expiry', async () => {
      const owner = await signedInMember(ctx, 'owner');
      const open = (await invite(owner.cookie, uniqueEmail('open'))).json().invitation;
      const cancelled = (await invite(owner.cookie, uniqueEmail('cancel'))).json().invitation;
      await call('DELETE', `/team/invitations/${cancelled.id}`, owner.cookie);
      const accepted = await addInvitation(ctx, owner.clinicId);
      await ctx.database.db
        .update(invitations)
        .set({ acceptedAt: new Date() })
        .where(eq(invitations.id, accepted.id));
      await addInvitation(ctx, (await createClinic(ctx.database.db)).id);

      const before = (await call('GET', '/team/invitations', owner.cookie)).json().invitations;
      expect(before).toEqual([expect.objectContaining({ id: open.id, status: 'pending' })]);

      ctx.clock.advance(INVITATION_DAYS * DAY_MS);
      const later = await sessionCookieFor(ctx, owner.user.id, owner.clinicId);
      const after = (await call('GET', '/team/invitations', later)).json().invitations;
      expect(after).toEqual([expect.objectContaining({ id: open.id, status: 'expired' })]);
    });
  });

  describe('resending and cancelling', () => {
    it('resends with a new link and a new expiry; the old link stops working', async () => {
      const owner = await signedInMember(ctx, 'owner');
      const email = uniqueEmail('resend');
      const created = (await invite(owner.cookie, email)).json().invitation;
      const oldToken = tokenOf(
        (await queuedMail(ctx.database.db, email, 'invitation'))[0]!.data.link,
      );

      ctx.clock.advance(6 * DAY_MS);
      const later = await sessionCookieFor(ctx, owner.user.id, owner.clinicId);
      const response = await call('POST', `/team/invitations/${created.id}/resend`, later);
      expect(response.statusCode).toBe(200);
      expect(response.json().invitation).toMatchObject({
        id: created.id,
        status: 'pending',
        expiresAt: new Date(ctx.clock.now().getTime() + INVITATION_DAYS * DAY_MS).toISOString(),
      });
      const mails = await queuedMail(ctx.database.db, email, 'invitation');
      expect(mails).toHaveLength(2);
      const newToken = tokenOf(mails[1]!.data.link);
      expect(newToken).not.toBe(oldToken);
      expect((await preview(oldToken)).statusCode).toBe(404);
      expect((await preview(newToken)).statusCode).toBe(200);
      const [event] = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'team.invitation_resent'),
            eq(auditEvents.entityId, created.id),
          ),
        );
      expect(event).toMatchObject({ entityId: created.id, actorUserId: owner.user.id });
    });

    it('brings an expired invitation back to pending when resent, within the plan limit', async () => {
      const owner = await namedOwner('Solo resend', 'solo');
      const expired = await addInvitation(ctx, owner.clinicId, {
        expiresAt: new Date(ctx.clock.now().getTime() - 1000),
      });
      const blocker = (await invite(owner.cookie, uniqueEmail('blocker'))).json().invitation;
      const refused = await call('POST', `/team/invitations/${expired.id}/resend`, owner.cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('PLAN_USER_LIMIT');

      await call('DELETE', `/team/invitations/${blocker.id}`, owner.cookie);
      const resent = await call('POST', `/team/invitations/${expired.id}/resend`, owner.cookie);
      expect(resent.statusCode).toBe(200);
      expect(resent.json().invitation.status).toBe('pending');
    });

    it('cancels an invitation: 204, its link stops working, and it cannot be cancelled twice', async () => {
      const owner = await signedInMember(ctx, 'owner');
      const email = uniqueEmail('cancelled');
      const created = (await invite(owner.cookie, email)).json().invitation;
      const token = tokenOf((await queuedMail(ctx.database.db, email, 'invitation'))[0]!.data.link);

      const response = await call('DELETE', `/team/invitations/${created.id}`, owner.cookie);
      expect(response.statusCode).toBe(204);
      expect((await preview(token)).statusCode).toBe(404);
      expect(
        (await call('DELETE', `/team/invitations/${created.id}`, owner.cookie)).statusCode,
      ).toBe(404);
      const resend = await call('POST', `/team/invitations/${created.id}/resend`, owner.cookie);
      expect(resend.statusCode).toBe(404);
      const [event] = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'team.invitation_cancelled'),
            eq(auditEvents.entityId, created.id),
          ),
        );
      expect(event).toMatchObject({ entityId: created.id });
    });

    it("lets an admin list, resend and cancel a therapist's invitation", async () => {
      const admin = await signedInMember(ctx, 'admin');
      const invitation = await addInvitation(ctx, admin.clinicId, { role: 'therapist' });
      const listed = await call('GET', '/team/invitations', admin.cookie);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().invitations.map((i: { id: string }) => i.id)).toEqual([invitation.id]);
      const path = `/team/invitations/${invitation.id}`;
      expect((await call('POST', `${path}/resend`, admin.cookie)).statusCode).toBe(200);
      expect((await call('DELETE', path, admin.cookie)).statusCode).toBe(204);
    });

    it("lets an admin not resend or cancel an owner's invitation (403)", async () => {
      const admin = await signedInMember(ctx, 'admin');
      const ownerInvitation = await addInvitation(ctx, admin.clinicId, {
        role: 'owner',
      });
      for (const [method, path] of [
        ['POST', `/team/invitations/${ownerInvitation.id}/resend`],
        ['DELETE', `/team/invitations/${ownerInvitation.id}`],
      ] as const) {
        expect((await call(method, path, admin.cookie)).statusCode).toBe(403);
      }
    });
  });
});
