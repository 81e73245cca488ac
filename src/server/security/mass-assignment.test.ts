import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { can } from '../../domain/permissions.js';
import { memberships, users } from '../db/schema.js';
import { createTestApp } from '../test/app.js';
import { signedInMember } from '../test/fixtures.js';
import { signedInOperator } from './clinic-world.js';
import { columnsOf, digestOf, rowsHolding } from './database-state.js';
import { operationsOf, type Operation } from './operations.js';
import { routeSamples } from './route-samples.js';
import { buildSampleWorld, callerCookie, prepareSample, sampleRequest } from './sample-requests.js';

/**
 * Mass assignment: `clinicId`, `role`, `platform_admin`, ids and
 * timestamps in bodies are ignored or refused, on every route that takes a JSON body.
 */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.database.db;
const columns = await columnsOf(db);
const operations = operationsOf(ctx.app).filter((op) => routeSamples[op.key]?.body);
const victim = await buildSampleWorld(ctx);
const operator = await signedInOperator(ctx);

const injectedId = randomUUID();
const injectedTime = '2001-02-03T04:05:06.000Z';
const injected = {
  id: injectedId,
  clinicId: victim.clinicId,
  clinic_id: victim.clinicId,
  userId: victim.owner.id,
  authorId: victim.owner.id,
  createdById: victim.owner.id,
  role: 'owner',
  platformAdmin: true,
  platform_admin: true,
  emailVerifiedAt: injectedTime,
  createdAt: injectedTime,
  updatedAt: injectedTime,
  signedAt: injectedTime,
};

const platformAdmins = async () =>
  (await db.select({ n: count() }).from(users).where(eq(users.platformAdmin, true)))[0]!.n;

describe.each(operations.map((operation) => ({ operation, name: operation.key })))(
  '$name with fields no client may set',
  ({ operation }: { operation: Operation }) => {
    it('ignores or refuses them: no chosen id, time, clinic, author or operator flag', async () => {
      const world = await buildSampleWorld(ctx);
      await prepareSample(ctx, operation, world);
      const cookie = callerCookie(operation, world, operator);
      const victimBefore = await digestOf(db, columns, { clinicId: victim.clinicId });
      const adminsBefore = await platformAdmins();
      const body = { ...injected, ...routeSamples[operation.key]!.body!(world) };

      const response = await ctx.app.inject(
        await sampleRequest(operation, world, { cookie, body }),
      );

      if (response.statusCode === 400) {
        expect(Object.keys(response.json().fields ?? {})).toEqual(
          expect.arrayContaining([expect.toBeOneOf(Object.keys(injected))]),
        );
      } else {
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, response.body).toBeLessThan(300);
      }
      expect(await rowsHolding(db, columns, 'uuid', injectedId)).toEqual([]);
      expect(await rowsHolding(db, columns, 'timestamp with time zone', injectedTime)).toEqual([]);
      expect(await digestOf(db, columns, { clinicId: victim.clinicId })).toEqual(victimBefore);
      expect(await platformAdmins()).toBe(adminsBefore);
    });
  },
);

const therapistOperations = operations.filter(
  (op) => !op.public && !op.platformAdmin && (!op.permission || can('therapist', op.permission)),
);

describe.each(therapistOperations.map((operation) => ({ operation, name: operation.key })))(
  '$name from a therapist who asks for more',
  ({ operation }: { operation: Operation }) => {
    it('leaves them a therapist of their own clinic, and no operator', async () => {
      const world = await buildSampleWorld(ctx);
      const therapist = await signedInMember(ctx, 'therapist', world.clinicId);
      const body = { ...injected, ...routeSamples[operation.key]!.body!(world) };

      const response = await ctx.app.inject(
        await sampleRequest(operation, world, { cookie: therapist.cookie, body }),
      );

      expect(response.statusCode, response.body).toBeLessThan(500);
      const roles = await db
        .select({ clinicId: memberships.clinicId, role: memberships.role })
        .from(memberships)
        .where(eq(memberships.userId, therapist.user.id));
      expect(roles).toEqual([{ clinicId: world.clinicId, role: 'therapist' }]);
      const [account] = await db
        .select({ platformAdmin: users.platformAdmin })
        .from(users)
        .where(and(eq(users.id, therapist.user.id)));
      expect(account!.platformAdmin).toBe(false);
    });
  },
);
