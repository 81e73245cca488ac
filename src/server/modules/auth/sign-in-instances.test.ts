import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { auditEvents } from '../../db/schema.js';
import { createRateLimits, rateLimitRules } from '../../rate-limits.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic, createUser, TEST_PASSWORD } from '../../test/fixtures.js';

const redisUrl = process.env.TEST_REDIS_URL;

// Two app instances behind one load balancer: one database, one Redis, a limiter each.
// Only with a Redis to share (CI has one); rate-limits.test.ts covers the limits without one.
if (redisUrl)
  describe('sign-in limits shared by two instances through Redis', () => {
    let ctx: TestContext;
    let other: App;
    beforeAll(async () => {
      ctx = await createTestApp({ REDIS_URL: redisUrl! });
      other = await buildApp({
        config: ctx.config,
        database: ctx.database,
        clock: ctx.clock,
        rateLimits: await createRateLimits(redisUrl),
      });
      await other.ready();
    });
    afterAll(async () => {
      await other?.close();
      await ctx?.close();
    });

    /** One address per run: the limits in Redis outlive a run. */
    const freshIp = () => `10.${[...randomBytes(3)].join('.')}`;
    const login = (instance: App, email: string, password: string, ip: string) =>
      instance.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password },
        remoteAddress: ip,
      });

    it('checks at most the limit of passwords when a burst of 30 is spread over both', async () => {
      const clinic = await createClinic(ctx.database.db);
      const user = await createUser(ctx.database.db, { clinicId: clinic.id, role: 'owner' });
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          login(index % 2 ? other : ctx.app, user.email, 'wrong-password', ip),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      const limit = rateLimitRules.signInFailuresPerAccountAndIp.points;
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(limit);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30 - limit);
      // Each checked password leaves a failure in the audit trail.
      const checked = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.actorUserId, user.id));
      expect(checked.length).toBeLessThanOrEqual(limit);
      // The owner, from their own address, on either instance.
      expect((await login(other, user.email, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
    });
  });
