import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createUser, sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { patientWithFullRecord } from '../../test/patient-record-builder.js';
import { addPatient, setClinicTimeZone } from '../../test/scheduling-fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

interface Event {
  at: string;
  allDay: boolean;
  kind: string;
  id: string;
  parentId?: string;
  title: string;
  detail?: string;
}

describe('GET /patients/{patientId}/timeline (everything in date order)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const get = (path: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: cookie ? { cookie } : {} });

  it('puts every kind of record on one timeline, newest first, dated records at noon on the clinic clock', async () => {
    const owner = await signedInMember(ctx, 'owner');
    await setClinicTimeZone(ctx.database.db, owner.clinicId, 'America/New_York');
    const record = await patientWithFullRecord(ctx, owner);

    const response = await get(`/patients/${record.patient.id}/timeline`, owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const events: Event[] = response.json().events;

    const times = events.map((event) => event.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(events.map((event) => event.kind).sort()).toEqual(
      [
        'addendum',
        'appointment',
        'attachment',
        'diagnosis',
        'note',
        'patient',
        'progress',
        'treatment_plan',
      ].sort(),
    );
    // The appointment is next March; the dated clinical records were entered for early 2026.
    expect(events[0]).toMatchObject({
      kind: 'appointment',
      id: record.appointment.id,
      at: '2027-03-01T09:00:00.000Z',
      allDay: false,
      detail: expect.stringContaining('Confirmed'),
    });
    expect(events.slice(-3)).toEqual([
      expect.objectContaining({
        kind: 'progress',
        id: record.progress.id,
        parentId: record.plan.id,
        at: '2026-02-15T17:00:00.000Z',
        allDay: true,
        detail: 'Pain 4/10',
      }),
      expect.objectContaining({
        kind: 'treatment_plan',
        id: record.plan.id,
        title: 'Treatment plan started: Back strength',
        detail: '8 sessions planned',
      }),
      expect.objectContaining({
        kind: 'diagnosis',
        id: record.diagnosis.id,
        title: 'Diagnosed: M54.5 · Low back pain',
        at: '2026-01-20T17:00:00.000Z',
        detail: 'Left side',
      }),
    ]);
    expect(events.find((event) => event.kind === 'addendum')).toMatchObject({
      id: record.addendum.id,
      parentId: record.note.id,
    });
    expect(events.find((event) => event.kind === 'note')?.title).toBe('Follow-up note signed');
  });

  it('orders the records of one day by when they were written, the latest first', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const record = await patientWithFullRecord(ctx, owner);
    const progressPath = `/api/v1/patients/${record.patient.id}/treatment-plans/${record.plan.id}/progress`;
    const painLevels = [6, 5, 3];
    for (const pain of painLevels) {
      ctx.clock.advance(60_000);
      const written = await ctx.app.inject({
        method: 'POST',
        url: progressPath,
        headers: { cookie: owner.cookie },
        payload: { recordedOn: '2026-03-10', pain },
      });
      expect(written.statusCode, written.body).toBe(201);
    }

    const response = await get(`/patients/${record.patient.id}/timeline`, owner.cookie);
    const sameDay = (response.json().events as Event[]).filter((event) =>
      event.at.startsWith('2026-03-10'),
    );
    expect(sameDay.map((event) => event.detail)).toEqual(['Pain 3/10', 'Pain 5/10', 'Pain 6/10']);
  });

  it('shows an assistant only the appointments and the record itself', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const record = await patientWithFullRecord(ctx, owner);
    const assistant = await addMember(ctx.database.db, owner.clinicId, 'assistant');
    const cookie = await sessionCookieFor(ctx, assistant.user.id, owner.clinicId);

    const response = await get(`/patients/${record.patient.id}/timeline`, cookie);
    expect(response.statusCode).toBe(200);
    const events: Event[] = response.json().events;
    expect(events.map((event) => event.kind)).toEqual(['appointment', 'patient']);
    expect(response.body).not.toContain('Low back pain');
  });

  it('records the read in the audit trail', async () => {
    const therapist = await signedInMember(ctx, 'therapist');
    const patient = await addPatient(ctx.database.db, therapist.clinicId);
    const response = await get(`/patients/${patient.id}/timeline`, therapist.cookie);
    expect(response.json().events).toEqual([
      expect.objectContaining({ kind: 'patient', id: patient.id, title: 'Patient record created' }),
    ]);
    const audited = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'patient.timeline'), eq(auditEvents.entityId, patient.id)));
    expect(audited).toEqual([
      expect.objectContaining({ actorUserId: therapist.user.id, entityType: 'patient' }),
    ]);
  });

  it('answers 401 without a session', async () => {
    const member = await signedInMember(ctx, 'owner');
    const patient = await addPatient(ctx.database.db, member.clinicId);
    expect((await get(`/patients/${patient.id}/timeline`)).statusCode).toBe(401);
  });

  it('answers 403 to an account that belongs to no clinic', async () => {
    const member = await signedInMember(ctx, 'owner');
    const patient = await addPatient(ctx.database.db, member.clinicId);
    const loner = await createUser(ctx.database.db);
    const cookie = await sessionCookieFor(ctx, loner.id, null);
    expect((await get(`/patients/${patient.id}/timeline`, cookie)).statusCode).toBe(403);
  });

  it("answers 404 for another clinic's patient", async () => {
    const theirs = await signedInMember(ctx, 'owner');
    const record = await patientWithFullRecord(ctx, theirs);
    const mine = await signedInMember(ctx, 'owner');
    const response = await get(`/patients/${record.patient.id}/timeline`, mine.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Back strength');
  });

  it('answers 400 with fields.patientId for an id that is not a UUID', async () => {
    const member = await signedInMember(ctx, 'owner');
    const response = await get('/patients/not-an-id/timeline', member.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('patientId');
  });
});
