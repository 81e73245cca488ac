import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, memberships, users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic, queuedMail } from '../../test/fixtures.js';
import { addInvitation } from '../../test/team-fixtures.js';

const PASSWORD = 'Quiet-lantern-orchard-42';

describe('a free sign-up for an invited address creates nothing and mails it', () => {
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
});
