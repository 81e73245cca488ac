import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { sessionCookieFor } from '../test/fixtures.js';
import { memberships, users } from './schema.js';
import { seedDemoClinic } from './seed.js';

describe('demo appointments (a calendar with something to show)', () => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoClinic(ctx.database.db, ctx.clock.now());
    const [owner] = await ctx.database.db
      .select({ userId: users.id, clinicId: memberships.clinicId })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(eq(users.email, 'owner@demo-physio.example'));
    cookie = await sessionCookieFor(ctx, owner!.userId, owner!.clinicId);
  });
  afterAll(() => ctx.close());

  it('has 15 patients and a week of appointments for the three therapists around now', async () => {
    const now = ctx.clock.now().getTime();
    const from = new Date(now - 4 * 86_400_000).toISOString();
    const to = new Date(now + 5 * 86_400_000).toISOString();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/appointments?from=${from}&to=${to}&includeCancelled=true`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const events: Array<{ therapistId: string; status: string; end: string; patientId: string }> =
      response.json().appointments;
    expect(new Set(events.map((e) => e.therapistId)).size).toBe(3);
    expect(events.some((e) => e.status === 'completed' && Date.parse(e.end) <= now)).toBe(true);
    expect(events.some((e) => e.status === 'cancelled')).toBe(true);
    expect(events.some((e) => ['scheduled', 'confirmed'].includes(e.status))).toBe(true);
    expect(events.some((e) => e.patientId === null)).toBe(true);

    const billing = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/billing/subscription',
      headers: { cookie },
    });
    expect(billing.json().usage.patients).toBe(15);
  });

  it('gives every demo patient a filled-in record with a primary therapist', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/patients?limit=100',
      headers: { cookie },
    });
    const ids: string[] = list.json().patients.map((p: { id: string }) => p.id);
    expect(ids).toHaveLength(15);
    const records = await Promise.all(
      ids.map(async (id) => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/patients/${id}`,
          headers: { cookie },
        });
        return response.json().patient;
      }),
    );
    for (const record of records)
      expect(record).toMatchObject({
        sex: expect.stringMatching(/^(female|male)$/),
        address: expect.stringContaining('Beograd'),
        occupation: expect.any(String),
        referralSource: expect.any(String),
        medicalHistory: expect.stringMatching(/\w/),
        primaryTherapistId: expect.any(String),
      });
    expect(records.some((record) => record.allergies !== '')).toBe(true);
    expect(records.some((record) => record.medications !== '')).toBe(true);
  });
});
