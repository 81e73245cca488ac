import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, patients } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createUser, sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';

describe('patients booked online (flags, needs-review filter, marking reviewed)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST', path: string, cookie?: string) =>
    ctx.app.inject({ method, url: `/api/v1${path}`, headers: cookie ? { cookie } : {} });

  async function clinicWithOnlineBookings() {
    const member = await signedInMember(ctx, 'assistant');
    const db = ctx.database.db;
    const walkIn = await addPatient(db, member.clinicId, { firstName: 'Ana', lastName: 'Walk' });
    const online = await addPatient(db, member.clinicId, {
      firstName: 'Ivan',
      lastName: 'Online',
      bookedOnline: true,
    });
    const doubtful = await addPatient(db, member.clinicId, {
      firstName: 'Jelena',
      lastName: 'Doubt',
      bookedOnline: true,
      needsReview: true,
    });
    return { ...member, walkIn, online, doubtful };
  }

  it('shows bookedOnline and needsReview in the record and in the list', async () => {
    const clinic = await clinicWithOnlineBookings();
    const record = await call('GET', `/patients/${clinic.doubtful.id}`, clinic.cookie);
    expect(record.json().patient).toMatchObject({ bookedOnline: true, needsReview: true });
    const walkIn = await call('GET', `/patients/${clinic.walkIn.id}`, clinic.cookie);
    expect(walkIn.json().patient).toMatchObject({ bookedOnline: false, needsReview: false });

    const list = await call('GET', '/patients?sort=name', clinic.cookie);
    expect(
      list
        .json()
        .patients.map((p: Record<string, unknown>) => [p.lastName, p.bookedOnline, p.needsReview]),
    ).toEqual([
      ['Doubt', true, true],
      ['Online', true, false],
      ['Walk', false, false],
    ]);
  });

  it('lists only the patients that need review with needsReview=true', async () => {
    const clinic = await clinicWithOnlineBookings();
    const list = await call('GET', '/patients?needsReview=true', clinic.cookie);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, patients: [{ id: clinic.doubtful.id }] });

    const bad = await call('GET', '/patients?needsReview=yes', clinic.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ needsReview: 'Use needsReview=true or leave it out.' });
  });

  it('marks a patient reviewed: the record answers needsReview false, audited without patient data', async () => {
    const clinic = await clinicWithOnlineBookings();
    const reviewed = await call('POST', `/patients/${clinic.doubtful.id}/review`, clinic.cookie);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json().patient).toMatchObject({
      id: clinic.doubtful.id,
      firstName: 'Jelena',
      bookedOnline: true,
      needsReview: false,
    });

    const list = await call('GET', '/patients?needsReview=true', clinic.cookie);
    expect(list.json()).toMatchObject({ total: 0, patients: [] });

    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.clinicId, clinic.clinicId), eq(auditEvents.action, 'patient.review')),
      );
    expect(audit).toMatchObject({ entityId: clinic.doubtful.id, actorUserId: clinic.user.id });
    expect(JSON.stringify(audit!.meta)).not.toMatch(/Jelena|Doubt/);
  });

  it("answers 404 for another clinic's patient and leaves it needing review", async () => {
    const clinic = await clinicWithOnlineBookings();
    const other = await signedInMember(ctx, 'owner');
    const response = await call('POST', `/patients/${clinic.doubtful.id}/review`, other.cookie);
    expect(response.statusCode).toBe(404);
    const [row] = await ctx.database.db
      .select()
      .from(patients)
      .where(eq(patients.id, clinic.doubtful.id));
    expect(row!.needsReview).toBe(true);
  });

  it('answers 403 to an account of no clinic and 401 without a session', async () => {
    const clinic = await clinicWithOnlineBookings();
    const loner = await createUser(ctx.database.db);
    const noClinic = await sessionCookieFor(ctx, loner.id, null);
    const path = `/patients/${clinic.doubtful.id}/review`;
    expect((await call('POST', path, noClinic)).statusCode).toBe(403);
    expect((await call('POST', path)).statusCode).toBe(401);
    const [row] = await ctx.database.db
      .select()
      .from(patients)
      .where(eq(patients.id, clinic.doubtful.id));
    expect(row!.needsReview).toBe(true);
  });
});
