import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-rows.js';
import { auditEvents, users } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../test/app.js';
import { testEngine } from '../../test/database.js';
import { createUser, queuedMail, tokenOf } from '../../test/fixtures.js';
import { admitFromWaitlist, allocateEarlyAccess } from './early-access.js';

const PASSWORD = 'Quiet-lantern-orchard-42';

describe('Early Access spots and waitlist (early access)', () => {
  let ctx: TestContext;
  let operatorId: string;
  beforeAll(async () => {
    ctx = await createTestApp({ EARLY_ACCESS_SPOTS: '1' });
    operatorId = (await createUser(ctx.database.db, { platformAdmin: true })).id;
  });
  afterAll(() => ctx.close());

  const register = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { name: 'Mila', lastName: 'Jović', location: 'Niš', email, password: PASSWORD },
    });
  const login = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: PASSWORD },
    });
  const verify = async (email: string) => {
    const [mail] = await queuedMail(ctx.database.db, email, 'verify-email');
    const url = `/api/v1/auth/verify-email?token=${tokenOf(mail!.data.link)}`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  };
  const userIdOf = async (email: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

  // Runs first: it takes the only spot. Several at once make overlapping transactions likely.
  it('gives the last spot to only one of several registrations arriving at once', async () => {
    const emails = Array.from(
      { length: 6 },
      (_, index) => `rush-${index}-${randomUUID()}@example.com`,
    );
    const answers = await Promise.all(emails.map(register));
    expect(answers.map((answer) => answer.statusCode)).toEqual(emails.map(() => 201));
    const statuses = answers.map((answer) => answer.json().earlyAccess);
    expect(statuses.filter((status) => status === 'member')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(5);
    const members = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.earlyAccess, 'member'));
    expect(members).toHaveLength(1);
  });

  it('puts registrations on the waitlist once the programme is full, and audits it', async () => {
    const email = `late-${randomUUID()}@example.com`;
    const response = await register(email);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ msg: 'Registration successful', earlyAccess: 'waitlisted' });
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, await userIdOf(email)));
    expect(event).toMatchObject({ action: 'auth.registered', meta: { earlyAccess: 'waitlisted' } });
  });

  it('lets a waitlisted user sign in once an operator admits them, and emails them', async () => {
    const email = `admitted-${randomUUID()}@example.com`;
    await register(email);
    await verify(email);
    expect((await login(email)).json()).toMatchObject({ code: 'WAITLISTED' });

    const userId = await userIdOf(email);
    await admitFromWaitlist(ctx.app.ctx, userId, {
      userId: operatorId,
      ip: '10.1.1.1',
      userAgent: 'Operator browser',
    });

    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.earlyAccess).toBe('member');
    const [mail] = await queuedMail(ctx.database.db, email, 'early-access-admitted');
    expect(mail!.data).toEqual({ name: 'Mila', link: `${TEST_ORIGIN}/login` });
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'early_access.admitted'));
    expect(event).toMatchObject({
      actorUserId: operatorId,
      entityType: 'user',
      entityId: userId,
      ip: '10.1.1.1',
      userAgent: 'Operator browser',
    });

    const signedIn = await login(email);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ msg: 'Login successful', twoFactorRequired: false });
  });

  it('answers 404 when admitting someone who is not on the waitlist', async () => {
    const member = await createUser(ctx.database.db);
    await ctx.database.db
      .update(users)
      .set({ earlyAccess: 'member' })
      .where(eq(users.id, member.id));
    for (const userId of [member.id, randomUUID()]) {
      const attempt = admitFromWaitlist(ctx.app.ctx, userId, { userId: operatorId });
      await expect(attempt).rejects.toBeInstanceOf(HttpError);
      await expect(attempt).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
    expect(await queuedMail(ctx.database.db, member.email, 'early-access-admitted')).toEqual([]);
  });
});

describe('Early Access lock across instances (early access)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ EARLY_ACCESS_SPOTS: '1' });
  });
  afterAll(() => ctx.close());

  /**
   * On PostgreSQL: until a session waits for an advisory lock. PGlite has one connection, so
   * the second registration simply queues behind the open transaction: give it time to try.
   */
  async function waitingForTheLock() {
    if (testEngine === 'pglite') return sleep(500);
    for (;;) {
      const [row] = await rowsOf<{ waiting: number }>(
        ctx.database.db,
        sql`select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted`,
      );
      if (row!.waiting > 0) return;
      await sleep(20);
    }
  }

  it('makes a registration wait while another one is taking the last spot, then waitlists it', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const spotTaken = new Promise<void>((resolve) => (taken = resolve));
    // Another instance's registration: it has taken the last spot but not committed yet.
    const first = ctx.database.db.transaction(async (tx) => {
      expect(await allocateEarlyAccess(tx, ctx.clock, 1)).toBe('member');
      await tx.insert(users).values({
        email: `holder-${randomUUID()}@example.com`,
        name: 'Spot',
        lastName: 'Holder',
        passwordHash: 'not-a-real-hash',
        earlyAccess: 'member',
      });
      taken();
      await released;
    });
    await spotTaken;

    // inject() sends the request only once `then` is called: start it now.
    const second = ctx.app
      .inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: {
          name: 'Mila',
          lastName: 'Jović',
          location: 'Niš',
          email: `waiting-${randomUUID()}@example.com`,
          password: PASSWORD,
        },
      })
      .then((response) => response);
    // Without the lock the second registration would count no member yet and finish meanwhile.
    await Promise.race([second, waitingForTheLock()]);
    release();
    await first;
    const response = await second;
    expect(response.statusCode).toBe(201);
    expect(response.json().earlyAccess).toBe('waitlisted');
  });
});
