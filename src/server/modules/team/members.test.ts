import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_AND_BILLING_PATH } from '../../../domain/billing.js';
import { auditEvents, memberships, users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import {
  createClinic,
  sessionCookieFor,
  signedInMember,
  TEST_PASSWORD,
} from '../../test/fixtures.js';
import { addInvitation, addMember } from '../../test/team-fixtures.js';

describe('team members (Clinics, roles and team)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
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
  const currentUser = (cookie: string) => call('GET', '/users/current-user', cookie);
  const auditOf = (entityId: string) =>
    ctx.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId));
  const setName = (userId: string, name: string, lastName: string) =>
    ctx.database.db.update(users).set({ name, lastName }).where(eq(users.id, userId));

  const memberOf = async (userId: string, clinicId: string) => {
    const [row] = await ctx.database.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.clinicId, clinicId)));
    return row!.id;
  };

  describe('listing and reading', () => {
    it('lists every member with role and status, active ones first, then by last name', async () => {
      const owner = await signedInMember(ctx, 'owner');
      await setName(owner.user.id, 'Olga', 'Zoric');
      const db = ctx.database.db;
      const petra = await addMember(db, owner.clinicId, 'therapist');
      await setName(petra.user.id, 'Petra', 'Babic');
      const adam = await addMember(db, owner.clinicId, 'assistant', { deactivated: true });
      await setName(adam.user.id, 'Adam', 'Anic');
      const mila = await addMember(db, owner.clinicId, 'admin');
      await setName(mila.user.id, 'Mila', 'Markovic');
      await addMember(db, (await createClinic(db, 'Elsewhere')).id, 'therapist');

      const response = await call('GET', '/team/members', owner.cookie);
      expect(response.statusCode).toBe(200);
      const members = response.json().members;
      expect(
        members.map((m: { lastName: string; status: string }) => [m.lastName, m.status]),
      ).toEqual([
        ['Babic', 'active'],
        ['Markovic', 'active'],
        ['Zoric', 'active'],
        ['Anic', 'deactivated'],
      ]);
      expect(members[0]).toEqual({
        id: petra.membershipId,
        userId: petra.user.id,
        name: 'Petra',
        lastName: 'Babic',
        email: petra.user.email,
        role: 'therapist',
        title: '',
        calendarColor: null,
        takesAppointments: true,
        status: 'active',
        twoFactorEnabled: false,
        avatarUrl: null,
        joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    });

    it('reads one member by membership id', async () => {
      const owner = await signedInMember(ctx, 'owner');
      const member = await addMember(ctx.database.db, owner.clinicId, 'assistant');
      const response = await call('GET', `/team/members/${member.membershipId}`, owner.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().member).toMatchObject({
        id: member.membershipId,
        role: 'assistant',
        status: 'active',
      });
    });

    it("answers 404 for another clinic's member, even a user who is also in this clinic", async () => {
      const owner = await signedInMember(ctx, 'owner');
      const other = await createClinic(ctx.database.db, 'Other');
      const both = await addMember(ctx.database.db, owner.clinicId, 'therapist');
      const [elsewhere] = await ctx.database.db
        .insert(memberships)
        .values({ clinicId: other.id, userId: both.user.id, role: 'admin' })
        .returning();
      const response = await call('GET', `/team/members/${elsewhere!.id}`, owner.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'The team member was not found.', code: 'NOT_FOUND' });
      const patch = await call('PATCH', `/team/members/${elsewhere!.id}`, owner.cookie, {
        role: 'assistant',
      });
      expect(patch.statusCode).toBe(404);
      const [untouched] = await ctx.database.db
        .select({ role: memberships.role })
        .from(memberships)
        .where(eq(memberships.id, elsewhere!.id));
      expect(untouched!.role).toBe('admin');
    });
  });

  describe('changing a member', () => {
    it('changes role, title and calendar colour, and audits a role change with from and to', async () => {
      const owner = await signedInMember(ctx, 'owner');
      const member = await addMember(ctx.database.db, owner.clinicId, 'therapist');
      const response = await call('PATCH', `/team/members/${member.membershipId}`, owner.cookie, {
        role: 'admin',
        title: 'Head of physiotherapy',
        calendarColor: '#2f9e44',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().member).toMatchObject({
        role: 'admin',
        title: 'Head of physiotherapy',
        calendarColor: '#2f9e44',
      });
      const [event] = await auditOf(member.membershipId);
      expect(event).toMatchObject({
        action: 'team.role_changed',
        actorUserId: owner.user.id,
        clinicId: owner.clinicId,
        meta: { from: 'therapist', to: 'admin', userId: member.user.id },
      });
    });

    it('audits other changes as team.member_updated', async () => {
      const admin = await signedInMember(ctx, 'admin');
      const member = await addMember(ctx.database.db, admin.clinicId, 'therapist');
      const response = await call('PATCH', `/team/members/${member.membershipId}`, admin.cookie, {
        calendarColor: null,
      });
      expect(response.statusCode).toBe(200);
      expect((await auditOf(member.membershipId))[0]).toMatchObject({
        action: 'team.member_updated',
      });
    });

    it('saves a form that changes nothing (the role it has, or no field) as it is', async () => {
      const admin = await signedInMember(ctx, 'admin');
      const member = await addMember(ctx.database.db, admin.clinicId, 'therapist');
      for (const body of [{ role: 'therapist' }, {}]) {
        const response = await call(
          'PATCH',
          `/team/members/${member.membershipId}`,
          admin.cookie,
          body,
        );
        expect(response.statusCode).toBe(200);
        expect(response.json().member).toMatchObject({ role: 'therapist' });
      }
    });

    it('refuses a calendar colour that is not a hex colour with fields.calendarColor', async () => {
      const owner = await signedInMember(ctx, 'owner');
      const member = await addMember(ctx.database.db, owner.clinicId, 'therapist');
      const response = await call('PATCH', `/team/members/${member.membershipId}`, owner.cookie, {
        calendarColor: 'blue',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('calendarColor');
    });

    it('lets an admin change roles below owner, but not make an owner or change one (403)', async () => {
      const admin = await signedInMember(ctx, 'admin');
      const therapist = await addMember(ctx.database.db, admin.clinicId, 'therapist');
      const owner = await addMember(ctx.database.db, admin.clinicId, 'owner');

      const demote = await call('PATCH', `/team/members/${therapist.membershipId}`, admin.cookie, {
        role: 'assistant',
      });
      expect(demote.statusCode).toBe(200);
      const promote = await call('PATCH', `/team/members/${therapist.membershipId}`, admin.cookie, {
        role: 'owner',
      });
      expect(promote.statusCode).toBe(403);
      const changeOwner = await call('PATCH', `/team/members/${owner.membershipId}`, admin.cookie, {
        role: 'admin',
      });
      expect(changeOwner.statusCode).toBe(403);
      const makeSelfOwner = await call(
        'PATCH',
        `/team/members/${await memberOf(admin.user.id, admin.clinicId)}`,
        admin.cookie,
        { role: 'owner' },
      );
      expect(makeSelfOwner.statusCode).toBe(403);
    });

    it('lets an owner make another member owner', async () => {
      const owner = await signedInMember(ctx, 'owner');
      const admin = await addMember(ctx.database.db, owner.clinicId, 'admin');
      const response = await call('PATCH', `/team/members/${admin.membershipId}`, owner.cookie, {
        role: 'owner',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().member.role).toBe('owner');
    });

    it('refuses to demote the last active owner (409 LAST_OWNER), allows it once another owner exists', async () => {
      const owner = await signedInMember(ctx, 'owner');
      const self = await memberOf(owner.user.id, owner.clinicId);
      // A deactivated owner does not count.
      await addMember(ctx.database.db, owner.clinicId, 'owner', { deactivated: true });
      const refused = await call('PATCH', `/team/members/${self}`, owner.cookie, { role: 'admin' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        msg: 'A clinic needs at least one owner. Make someone else owner first.',
        code: 'LAST_OWNER',
      });

      await addMember(ctx.database.db, owner.clinicId, 'owner');
      const allowed = await call('PATCH', `/team/members/${self}`, owner.cookie, { role: 'admin' });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().member.role).toBe('admin');
    });
  });

  describe('deactivating, reactivating and removing', () => {
    it('deactivates a member and ends their sessions in this clinic at once: their next request is 401', async () => {
      const owner = await signedInMember(ctx, 'owner');
      const member = await addMember(ctx.database.db, owner.clinicId, 'therapist');
      const memberCookie = await sessionCookieFor(ctx, member.user.id, owner.clinicId);
      expect((await currentUser(memberCookie)).statusCode).toBe(200);

      const response = await call(
        'POST',
        `/team/members/${member.membershipId}/deactivate`,
        owner.cookie,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().member.status).toBe('deactivated');
      expect((await currentUser(memberCookie)).statusCode).toBe(401);
      expect((await auditOf(member.membershipId))[0]).toMatchObject({
        action: 'team.member_deactivated',
      });
    });

    it("keeps the member's sessions in their other clinics", async () => {
      const owner = await signedInMember(ctx, 'owner');
      const member = await addMember(ctx.database.db, owner.clinicId, 'therapist');
      const otherClinic = await createClinic(ctx.database.db, 'Second home');
      await ctx.database.db
        .insert(memberships)
        .values({ clinicId: otherClinic.id, userId: member.user.id, role: 'therapist' });
      const elsewhere = await sessionCookieFor(ctx, member.user.id, otherClinic.id);

      await call('POST', `/team/members/${member.membershipId}/deactivate`, owner.cookie);
      const me = await currentUser(elsewhere);
      expect(me.statusCode).toBe(200);
      expect(me.json().membership.clinicId).toBe(otherClinic.id);
    });

    it('removes a member: 204, gone from the list, their next request is 401', async () => {
      const admin = await signedInMember(ctx, 'admin');
      const member = await addMember(ctx.database.db, admin.clinicId, 'assistant');
      const memberCookie = await sessionCookieFor(ctx, member.user.id, admin.clinicId);

      const response = await call('DELETE', `/team/members/${member.membershipId}`, admin.cookie);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await currentUser(memberCookie)).statusCode).toBe(401);
      const list = (await call('GET', '/team/members', admin.cookie)).json().members;
      expect(list.map((m: { id: string }) => m.id)).not.toContain(member.membershipId);
      expect((await auditOf(member.membershipId))[0]).toMatchObject({
        action: 'team.member_removed',
        meta: { userId: member.user.id, role: 'assistant' },
      });
    });

    it('lets nobody deactivate or remove themselves (409 CANNOT_REMOVE_SELF)', async () => {
      const admin = await signedInMember(ctx, 'admin');
      const self = await memberOf(admin.user.id, admin.clinicId);
      for (const [method, path] of [
        ['POST', `/team/members/${self}/deactivate`],
        ['DELETE', `/team/members/${self}`],
      ] as const) {
        const response = await call(method, path, admin.cookie);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          msg: 'Ask another owner or admin to do this.',
          code: 'CANNOT_REMOVE_SELF',
        });
      }
      // An owner with a co-owner is not the last one, and still cannot remove themselves.
      const owner = await signedInMember(ctx, 'owner');
      await addMember(ctx.database.db, owner.clinicId, 'owner');
      const ownSelf = await memberOf(owner.user.id, owner.clinicId);
      const response = await call('DELETE', `/team/members/${ownSelf}`, owner.cookie);
      expect(response.json().code).toBe('CANNOT_REMOVE_SELF');
    });

    it('refuses to deactivate or remove the last active owner (409 LAST_OWNER)', async () => {
      const owner = await signedInMember(ctx, 'owner');
      const self = await memberOf(owner.user.id, owner.clinicId);
      for (const [method, path] of [
        ['POST', `/team/members/${self}/deactivate`],
        ['DELETE', `/team/members/${self}`],
      ] as const) {
        const response = await call(method, path, owner.cookie);
        expect(response.statusCode).toBe(409);
        expect(response.json().code).toBe('LAST_OWNER');
      }
      expect((await currentUser(owner.cookie)).json().membership.role).toBe('owner');
    });

    it('lets an admin deactivate and reactivate a therapist', async () => {
      const admin = await signedInMember(ctx, 'admin');
      const therapist = await addMember(ctx.database.db, admin.clinicId, 'therapist');
      const path = `/team/members/${therapist.membershipId}`;
      const deactivated = await call('POST', `${path}/deactivate`, admin.cookie);
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      const reactivated = await call('POST', `${path}/reactivate`, admin.cookie);
      expect(reactivated.statusCode, reactivated.body).toBe(200);
    });

    it('lets an admin not deactivate, reactivate or remove an owner (403), but an owner may', async () => {
      const admin = await signedInMember(ctx, 'admin');
      const owner = await addMember(ctx.database.db, admin.clinicId, 'owner');
      const coOwner = await addMember(ctx.database.db, admin.clinicId, 'owner');
      const deactivatedOwner = await addMember(ctx.database.db, admin.clinicId, 'owner', {
        deactivated: true,
      });
      for (const [method, path] of [
        ['POST', `/team/members/${owner.membershipId}/deactivate`],
        ['DELETE', `/team/members/${owner.membershipId}`],
        ['POST', `/team/members/${deactivatedOwner.membershipId}/reactivate`],
      ] as const) {
        const response = await call(method, path, admin.cookie);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
      const ownerCookie = await sessionCookieFor(ctx, coOwner.user.id, admin.clinicId);
      const byOwner = await call(
        'POST',
        `/team/members/${owner.membershipId}/deactivate`,
        ownerCookie,
      );
      expect(byOwner.statusCode).toBe(200);
    });

    it('reactivates a member, who may then sign in to the clinic again', async () => {
      const owner = await signedInMember(ctx, 'owner');
      const member = await addMember(ctx.database.db, owner.clinicId, 'therapist', {
        deactivated: true,
      });
      const response = await call(
        'POST',
        `/team/members/${member.membershipId}/reactivate`,
        owner.cookie,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().member.status).toBe('active');
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: member.user.email, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      expect((await auditOf(member.membershipId))[0]).toMatchObject({
        action: 'team.member_reactivated',
      });
    });

    it("counts a reactivation against the plan's user limit, open invitations included (409 PLAN_USER_LIMIT)", async () => {
      const solo = await createClinic(ctx.database.db, 'Solo practice', 'solo');
      const owner = await signedInMember(ctx, 'owner', solo.id);
      const member = await addMember(ctx.database.db, solo.id, 'therapist', { deactivated: true });
      const invitation = await addInvitation(ctx, solo.id);

      const refused = await call(
        'POST',
        `/team/members/${member.membershipId}/reactivate`,
        owner.cookie,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'PLAN_USER_LIMIT',
        msg: 'Your Solo plan includes 2 users. To reactivate this member, remove a member or cancel an invitation, or upgrade in Settings → Plan & Billing.',
        details: { limit: 2, planId: 'solo', path: PLAN_AND_BILLING_PATH },
      });

      await call('DELETE', `/team/invitations/${invitation.id}`, owner.cookie);
      const allowed = await call(
        'POST',
        `/team/members/${member.membershipId}/reactivate`,
        owner.cookie,
      );
      expect(allowed.statusCode).toBe(200);
    });
  });
});
