import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEAK_PASSWORD_MESSAGE } from '../../../domain/passwords.js';
import { auditEvents, clinics, memberships, outbox, users, userTokens } from '../../db/schema.js';
import { hashToken } from '../../secure-tokens.js';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../test/app.js';
import type { RateLimitRule } from '../../rate-limits.js';
import { createUser, queuedMail, tokenOf } from '../../test/fixtures.js';
import { emailExists } from './registration.js';

const PASSWORD = 'Quiet-lantern-orchard-42';

const registration = (overrides: Record<string, string> = {}) => ({
  name: 'Ana',
  lastName: 'Petrović',
  location: 'Novi Sad, Serbia',
  email: `ana-${randomUUID()}@example.com`,
  password: PASSWORD,
  ...overrides,
});

const postRegister = (ctx: TestContext, payload: object, ip = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload, remoteAddress: ip });

const userByEmail = async (ctx: TestContext, email: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('registration (sign-up)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('creates the account, an Early Access clinic it owns and its owner membership (201)', async () => {
    const input = registration();
    const response = await postRegister(ctx, input);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ msg: 'Registration successful', earlyAccess: 'member' });

    const user = await userByEmail(ctx, input.email);
    expect(user).toMatchObject({
      name: 'Ana',
      lastName: 'Petrović',
      location: 'Novi Sad, Serbia',
      emailVerifiedAt: null,
      earlyAccess: 'member',
      platformAdmin: false,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const owned = await ctx.database.db
      .select({ name: clinics.name, planId: clinics.planId, role: memberships.role })
      .from(memberships)
      .innerJoin(clinics, eq(clinics.id, memberships.clinicId))
      .where(eq(memberships.userId, user!.id));
    expect(owned).toEqual([
      { name: "Ana Petrović's clinic", planId: 'early_access', role: 'owner' },
    ]);
  });

  it('names the clinic as typed and sets its time zone from the sign-up browser', async () => {
    const input = registration({
      clinicName: 'Kinetic Physio Novi Sad',
      timeZone: 'Europe/Belgrade',
    });
    expect((await postRegister(ctx, input, '10.0.0.41')).statusCode).toBe(201);
    const user = await userByEmail(ctx, input.email);
    const owned = await ctx.database.db
      .select({
        name: clinics.name,
        timeZone: clinics.timeZone,
        takesAppointments: memberships.takesAppointments,
      })
      .from(memberships)
      .innerJoin(clinics, eq(clinics.id, memberships.clinicId))
      .where(eq(memberships.userId, user!.id));
    expect(owned).toEqual([
      { name: 'Kinetic Physio Novi Sad', timeZone: 'Europe/Belgrade', takesAppointments: true },
    ]);
  });

  it('refuses a time zone the clinic could not use', async () => {
    const response = await postRegister(
      ctx,
      registration({ timeZone: 'Mars/Olympus' }),
      '10.0.0.42',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('timeZone');
  });

  it('queues the verification mail with a 24-hour single-use link stored only as a hash', async () => {
    const input = registration();
    await postRegister(ctx, input);
    const [mail] = await queuedMail(ctx.database.db, input.email, 'verify-email');
    expect(mail!.data.name).toBe('Ana');
    expect(mail!.data.link).toMatch(new RegExp(`^${TEST_ORIGIN}/verify-email\\?token=`));
    const token = tokenOf(mail!.data.link);
    const user = await userByEmail(ctx, input.email);
    const [stored] = await ctx.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, user!.id));
    expect(stored).toMatchObject({ purpose: 'verify_email', tokenHash: hashToken(token) });
    expect(stored!.expiresAt.getTime() - ctx.clock.now().getTime()).toBe(24 * 3_600_000);
  });

  it('audits the registration with its Early Access status and without the password', async () => {
    const input = registration();
    await postRegister(ctx, input);
    const user = await userByEmail(ctx, input.email);
    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, user!.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'auth.registered',
      entityId: user!.id,
      meta: { earlyAccess: 'member' },
    });
    expect(JSON.stringify(events)).not.toContain(PASSWORD);
  });

  it('creates no second account for an email already in use, whatever its case, and answers as for a new one', async () => {
    const input = registration();
    await postRegister(ctx, input);
    const again = await postRegister(
      ctx,
      registration({ email: input.email.toUpperCase(), name: 'Other' }),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ msg: 'Registration successful', earlyAccess: 'member' });
    expect(await userByEmail(ctx, input.email)).toMatchObject({ name: 'Ana' });
    expect(await queuedMail(ctx.database.db, input.email, 'sign-up-attempt')).toHaveLength(1);
  });

  it('creates one account, one clinic and one mail when the same address registers twice at once', async () => {
    const email = `twice-${randomUUID()}@example.com`;
    const lastName = `Twice${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all([
      postRegister(ctx, registration({ email, lastName })),
      postRegister(ctx, registration({ email, lastName })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const clinicsMade = await ctx.database.db
      .select()
      .from(clinics)
      .where(eq(clinics.name, `Ana ${lastName}'s clinic`));
    expect(clinicsMade).toHaveLength(1);
    expect(await queuedMail(ctx.database.db, email, 'verify-email')).toHaveLength(1);
  });

  it('answers bad input with 400 and a message per field', async () => {
    const response = await postRegister(ctx, {
      name: ' ',
      location: 'x'.repeat(201),
      email: 'not-an-email',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        name: 'Enter your name.',
        lastName: expect.any(String),
        location: 'Use at most 200 characters.',
        email: 'Enter a valid email address.',
        password: 'Use at least 8 characters.',
      },
    });
  });

  it('refuses a common password, or one made of the person’s own name, on the password field', async () => {
    for (const password of ['password123', 'petrovic-ana']) {
      const input = registration({ password });
      const response = await postRegister(ctx, input);
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'WEAK_PASSWORD',
        fields: { password: WEAK_PASSWORD_MESSAGE },
      });
      expect(await userByEmail(ctx, input.email)).toBeUndefined();
    }
  });

  it('answers 429 after 10 registrations from one address in an hour (rule registerPerIp)', async () => {
    const input = registration();
    const ip = '10.20.0.1';
    expect((await postRegister(ctx, input, ip)).statusCode).toBe(201);
    for (let attempt = 1; attempt < 10; attempt += 1) {
      expect((await postRegister(ctx, input, ip)).statusCode).toBe(201);
    }
    const blocked = await postRegister(ctx, registration(), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      msg: 'Too many registrations. Please wait 60 minutes and try again.',
      code: 'RATE_LIMITED',
    });
    expect((await postRegister(ctx, registration(), '10.20.0.2')).statusCode).toBe(201);
  });

  it('documents the sign-up, verification, reset and two-factor routes in OpenAPI', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const documented = Object.entries(document.paths as Record<string, object>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining([
        'post /api/v1/auth/register',
        'post /api/v1/auth/check-email',
        'get /api/v1/auth/verify-email',
        'post /api/v1/auth/resend-verification',
        'post /api/v1/auth/forgot-password',
        'post /api/v1/auth/reset-password',
        'post /api/v1/auth/login/two-factor',
        'post /api/v1/account/two-factor/setup',
        'post /api/v1/account/two-factor/enable',
        'post /api/v1/account/two-factor/disable',
        'post /api/v1/account/two-factor/recovery-codes',
      ]),
    );
    const register = document.paths['/api/v1/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'lastName', 'location', 'email', 'password']),
    );
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['201', '400', '409']));
  });
});

/** What a query handed back: its row count, whatever the driver's result shape. */
const sizeOf = (result: unknown) => {
  const rows = Array.isArray(result) ? result : (result as { rows?: unknown[] })?.rows;
  return Array.isArray(rows) ? `${rows.length} rows` : typeof result;
};

/**
 * `target` wrapped so that every call chain that is awaited (a query) writes its path and the
 * number of rows it handed back into `steps`.
 */
function recordingReads<T extends object>(target: T, steps: string[], path: string): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      if (property === 'then') {
        return (resolve: (result: unknown) => unknown, reject: (error: unknown) => unknown) =>
          value.call(
            object,
            (result: unknown) => {
              steps.push(`${path} → ${sizeOf(result)}`);
              return resolve(result);
            },
            reject,
          );
      }
      return (...args: unknown[]) => {
        const answer: unknown = value.apply(object, args);
        return answer !== null && typeof answer === 'object'
          ? recordingReads(answer, steps, `${path}.${String(property)}`)
          : answer;
      };
    },
  });
}

describe('email check', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const checkEmail = (email: unknown, ip = '127.0.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/check-email',
      payload: { email },
      remoteAddress: ip,
    });

  it('answers whether an account uses the address, whatever its case', async () => {
    const user = await createUser(ctx.database.db);
    const known = await checkEmail(user.email.toUpperCase());
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ exists: true });
    expect((await checkEmail('nobody-here@example.com')).json()).toEqual({ exists: false });
  });

  it('does the same work for a known and a new address: the same limits, the same reads', async () => {
    const user = await createUser(ctx.database.db);
    const stepsOf = async (email: string) => {
      const steps: string[] = [];
      const appCtx = ctx.app.ctx;
      const rateLimits = {
        ...appCtx.rateLimits,
        consume: (rule: RateLimitRule, key: string) => {
          steps.push(`limit ${rule}`);
          return appCtx.rateLimits.consume(rule, key);
        },
      };
      const db = recordingReads(appCtx.db, steps, 'db');
      const exists = await emailExists({ ...appCtx, db, rateLimits }, email, {
        ip: '10.31.0.1',
      });
      return { exists, steps };
    };
    const known = await stepsOf(user.email);
    const fresh = await stepsOf(`fresh-${randomUUID()}@example.com`);
    expect([known.exists, fresh.exists]).toEqual([true, false]);
    expect(known.steps.length).toBeGreaterThan(1);
    expect(known.steps).toEqual(fresh.steps);
  });

  it('answers a malformed address with 400 on the email field', async () => {
    const response = await checkEmail('nope');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: 'Enter a valid email address.' });
  });

  it('answers 429 after 30 checks from one address in 10 minutes (rule checkEmailPerIp)', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await checkEmail(`probe-${attempt}@example.com`, '10.30.0.1')).statusCode).toBe(200);
    }
    const blocked = await checkEmail('probe-last@example.com', '10.30.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(blocked.json().msg).toMatch(/^Too many email checks\./);
    expect((await checkEmail('probe-last@example.com', '10.30.0.2')).statusCode).toBe(200);
  });
});

describe('request logs of sign-up carry no passwords or links', () => {
  const lines: string[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ LOG_LEVEL: 'info' }, { write: (line) => lines.push(line) });
  });
  afterAll(() => ctx.close());

  it('logs registration and verification without the password or the token', async () => {
    const input = registration();
    await postRegister(ctx, input);
    const [mail] = await queuedMail(ctx.database.db, input.email, 'verify-email');
    const token = tokenOf(mail!.data.link);
    const verified = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/auth/verify-email?token=${token}`,
    });
    expect(verified.statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('/api/v1/auth/verify-email');
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(token);
    // The outbox holds the link until the mail is sent; nothing else does.
    const rows = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'mail'), eq(outbox.status, 'pending')));
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });
});
