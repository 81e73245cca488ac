import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, memberships, users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic, createUser, queuedMail } from '../../test/fixtures.js';
import { addInvitation } from '../../test/team-fixtures.js';

const PASSWORD = 'Quiet-lantern-orchard-42';

describe('a free sign-up for an address that is already held creates nothing and mails it', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const register = (email: string, lastName = 'Stranger', ip = '10.40.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { name: 'Sam', lastName, location: 'Anywhere', email, password: PASSWORD },
      remoteAddress: ip,
    });
  const accountsWith = async (email: string) =>
    ctx.database.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  const clinicsNamed = (name: string) =>
    ctx.database.db.select().from(clinics).where(eq(clinics.name, name));

  it('answers a registered address exactly as a new one, and mails its owner instead', async () => {
    const owner = await createUser(ctx.database.db);
    const known = await register(owner.email.toUpperCase(), 'Known');
    const fresh = await register(`new-${randomUUID()}@example.com`, 'Fresh');
    expect(known.statusCode).toBe(201);
    expect(known.json()).toEqual(fresh.json());

    expect(await accountsWith(owner.email)).toEqual([{ id: owner.id, name: 'Test' }]);
    expect(await clinicsNamed("Sam Known's clinic")).toEqual([]);
    const [notice] = await queuedMail(ctx.database.db, owner.email, 'sign-up-attempt');
    expect(notice!.data).toEqual({
      reason: 'account',
      name: 'Test',
      loginLink: 'http://localhost:3000/login',
      resetLink: 'http://localhost:3000/forgot-password',
    });
    expect(await queuedMail(ctx.database.db, owner.email, 'verify-email')).toEqual([]);
  });

  it('does not let a stranger take an invited address; the invitation still works for its owner', async () => {
    const clinic = await createClinic(ctx.database.db, 'Harbour Physio');
    const invitation = await addInvitation(ctx, clinic.id, {
      email: `invited-${randomUUID()}@example.com`,
    });
    const squat = await register(invitation.email, 'Squatter');
    expect(squat.statusCode).toBe(201);
    expect(squat.json()).toEqual({ msg: 'Registration successful', earlyAccess: 'member' });
    expect(await accountsWith(invitation.email)).toEqual([]);
    expect(await clinicsNamed("Sam Squatter's clinic")).toEqual([]);
    const [notice] = await queuedMail(ctx.database.db, invitation.email, 'sign-up-attempt');
    expect(notice!.data).toEqual({ reason: 'invitation', clinicName: 'Harbour Physio' });

    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/accept-invitation',
      payload: { token: invitation.token, name: 'Iva', lastName: 'Invited', password: PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);
    const [account] = await accountsWith(invitation.email);
    expect(account).toMatchObject({ name: 'Iva' });
    const joined = await ctx.database.db
      .select({ clinicId: memberships.clinicId })
      .from(memberships)
      .where(eq(memberships.userId, account!.id));
    expect(joined).toEqual([{ clinicId: clinic.id }]);
  });

  it('lets anyone sign up with an address whose invitation has expired or was accepted', async () => {
    const clinic = await createClinic(ctx.database.db);
    const expired = await addInvitation(ctx, clinic.id, {
      expiresAt: new Date(ctx.clock.now().getTime() - 1000),
    });
    expect((await register(expired.email)).statusCode).toBe(201);
    expect(await accountsWith(expired.email)).toHaveLength(1);
  });

  it('mails the holder of an address at most 3 times an hour, whatever the sign-ups', async () => {
    const owner = await createUser(ctx.database.db);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await register(owner.email, 'Again', `10.41.0.${attempt}`)).statusCode).toBe(201);
    expect(await queuedMail(ctx.database.db, owner.email, 'sign-up-attempt')).toHaveLength(3);
  });
});
