import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_EXPORT_MAX_ROWS } from '../../../domain/audit-log.js';
import { clinicRoles } from '../../../domain/roles.js';
import { auditEvents, clinics } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic, createUser, sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';

/** The audit log at /dashboard/settings/audit-log (owners and admins). */
describe('the audit log', () => {
  let ctx: TestContext;
  const get = (path: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: cookie ? { cookie } : {} });

  /** An event at a given instant, as the services record them (inserts are allowed). */
  const addEvent = (values: typeof auditEvents.$inferInsert) =>
    ctx.database.db
      .insert(auditEvents)
      .values({ meta: {}, ...values })
      .returning()
      .then((rows) => rows[0]!);

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** A clinic in Belgrade with an owner, a therapist, two patients and a few days of events. */
  async function clinicWithTrail() {
    const owner = await signedInMember(ctx, 'owner');
    const { clinicId } = owner;
    await ctx.database.db
      .update(clinics)
      .set({ timeZone: 'Europe/Belgrade' })
      .where(eq(clinics.id, clinicId));
    const therapist = await createUser(ctx.database.db, { clinicId, role: 'therapist' });
    const mila = await addPatient(ctx.database.db, clinicId, { firstName: 'Mila' });
    const jovan = await addPatient(ctx.database.db, clinicId, { firstName: 'Jovan' });
    const base = { clinicId, ip: '10.1.2.3' };
    // 23:30 UTC on 1 March is 00:30 on 2 March in Belgrade: day filters use the clinic's day.
    const lateEvening = await addEvent({
      ...base,
      actorUserId: therapist.id,
      action: 'patient.read',
      entityType: 'patient',
      entityId: mila.id,
      createdAt: new Date('2026-03-01T23:30:00Z'),
    });
    const diagnosis = await addEvent({
      ...base,
      actorUserId: therapist.id,
      action: 'diagnosis.create',
      entityType: 'diagnosis',
      entityId: '00000000-0000-4000-8000-00000000d1a9',
      meta: { patientId: mila.id },
      createdAt: new Date('2026-03-02T08:00:00Z'),
    });
    const jovanRead = await addEvent({
      ...base,
      actorUserId: owner.user.id,
      action: 'patient.read',
      entityType: 'patient',
      entityId: jovan.id,
      createdAt: new Date('2026-03-03T09:00:00Z'),
    });
    const signIn = await addEvent({
      ...base,
      actorUserId: owner.user.id,
      action: 'auth.signed_in',
      entityType: 'user',
      entityId: owner.user.id,
      createdAt: new Date('2026-03-04T07:00:00Z'),
    });
    return { owner, therapist, mila, jovan, events: { lateEvening, diagnosis, jovanRead, signIn } };
  }

  const ids = (response: { json(): { events: { id: string }[] } }) =>
    response.json().events.map((event) => event.id);

  describe('GET /audit-events', () => {
    it("lists the clinic's events newest first with member name, action, entity, patient, time and ip", async () => {
      const { owner, therapist, mila, events } = await clinicWithTrail();
      const response = await get('/audit-events', owner.cookie);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        total: 4,
        page: 1,
        pages: 1,
        patient: null,
        timeZone: 'Europe/Belgrade',
      });
      expect(ids(response)).toEqual([
        events.signIn.id,
        events.jovanRead.id,
        events.diagnosis.id,
        events.lateEvening.id,
      ]);
      expect(body.events[2]).toEqual({
        id: events.diagnosis.id,
        at: '2026-03-02T08:00:00.000Z',
        actorId: therapist.id,
        actorName: 'Test User',
        action: 'diagnosis.create',
        entityType: 'diagnosis',
        entityId: '00000000-0000-4000-8000-00000000d1a9',
        patientId: mila.id,
        patientName: 'Mila Stojanović',
        ip: '10.1.2.3',
      });
    });

    it('never shows another clinic’s events', async () => {
      const { owner } = await clinicWithTrail();
      const other = await clinicWithTrail();
      const mine = (await get('/audit-events', owner.cookie)).json();
      expect(mine.total).toBe(4);
      expect(mine.events.map((e: { id: string }) => e.id)).not.toContain(other.events.signIn.id);
    });

    it('filters by member', async () => {
      const { owner, therapist, events } = await clinicWithTrail();
      const response = await get(`/audit-events?actorId=${therapist.id}`, owner.cookie);
      expect(ids(response)).toEqual([events.diagnosis.id, events.lateEvening.id]);
    });

    it('filters by action', async () => {
      const { owner, events } = await clinicWithTrail();
      const response = await get('/audit-events?action=patient.read', owner.cookie);
      expect(ids(response)).toEqual([events.jovanRead.id, events.lateEvening.id]);
    });

    it('filters by patient: the record itself and events naming it in meta.patientId', async () => {
      const { owner, mila, events } = await clinicWithTrail();
      const response = await get(`/audit-events?patientId=${mila.id}`, owner.cookie);
      expect(ids(response)).toEqual([events.diagnosis.id, events.lateEvening.id]);
      expect(response.json().patient).toEqual({ id: mila.id, name: 'Mila Stojanović' });
    });

    it("filters by days of the clinic's time zone, both ends included", async () => {
      const { owner, events } = await clinicWithTrail();
      // 23:30 UTC on 1 March is already 2 March in Belgrade.
      const second = await get('/audit-events?from=2026-03-02&to=2026-03-02', owner.cookie);
      expect(ids(second)).toEqual([events.diagnosis.id, events.lateEvening.id]);
      const first = await get('/audit-events?to=2026-03-01', owner.cookie);
      expect(ids(first)).toEqual([]);
      const fromThird = await get('/audit-events?from=2026-03-03', owner.cookie);
      expect(ids(fromThird)).toEqual([events.signIn.id, events.jovanRead.id]);
    });

    it('combines filters and pages', async () => {
      const { owner, therapist, mila, events } = await clinicWithTrail();
      const combined = await get(
        `/audit-events?actorId=${therapist.id}&action=diagnosis.create&patientId=${mila.id}&from=2026-03-02&to=2026-03-02`,
        owner.cookie,
      );
      expect(ids(combined)).toEqual([events.diagnosis.id]);
      const page2 = await get('/audit-events?page=2&limit=3', owner.cookie);
      expect(page2.json()).toMatchObject({ total: 4, page: 2, pages: 2 });
      expect(ids(page2)).toEqual([events.lateEvening.id]);
    });

    it("keeps a removed member's events and lets them be filtered", async () => {
      const { owner, therapist } = await clinicWithTrail();
      await ctx.database.db.execute(
        sql`delete from memberships where user_id = ${therapist.id} and clinic_id = ${owner.clinicId}`,
      );
      const response = await get(`/audit-events?actorId=${therapist.id}`, owner.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().total).toBe(2);
    });

    it("answers 404 for another clinic's member or patient", async () => {
      const { owner } = await clinicWithTrail();
      const other = await clinicWithTrail();
      const member = await get(`/audit-events?actorId=${other.therapist.id}`, owner.cookie);
      expect(member.statusCode).toBe(404);
      expect(member.json()).toMatchObject({ code: 'NOT_FOUND' });
      const patient = await get(`/audit-events?patientId=${other.mila.id}`, owner.cookie);
      expect(patient.statusCode).toBe(404);
    });

    it.each([
      ['?actorId=42', 'actorId'],
      ['?patientId=nope', 'patientId'],
      ['?action=DROP%20TABLE', 'action'],
      ['?from=01.03.2026', 'from'],
      ['?from=2026-03-05&to=2026-03-01', 'to'],
      ['?page=0', 'page'],
      ['?limit=101', 'limit'],
    ])('answers %s with 400 and fields.%s', async (query, field) => {
      const { cookie } = await signedInMember(ctx, 'owner');
      const response = await get(`/audit-events${query}`, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
    });
  });

  describe('GET /audit-events/actions', () => {
    it("lists the distinct actions of the clinic's trail, alphabetically", async () => {
      const { owner } = await clinicWithTrail();
      const response = await get('/audit-events/actions', owner.cookie);
      expect(response.json()).toEqual({
        actions: ['auth.signed_in', 'diagnosis.create', 'patient.read'],
      });
    });
  });

  describe('GET /audit-events/export.csv', () => {
    it('downloads the filtered trail as CSV, patients by id only, and records the export', async () => {
      const { owner, therapist, mila, events } = await clinicWithTrail();
      await ctx.database.db
        .update(clinics)
        .set({ name: 'Clinic' })
        .where(eq(clinics.id, owner.clinicId));
      const response = await get(`/audit-events/export.csv?actorId=${therapist.id}`, owner.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.headers['x-export-row-limit']).toBe(String(AUDIT_EXPORT_MAX_ROWS));
      expect(response.headers['x-export-truncated']).toBe('false');
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines).toEqual([
        'time_utc,member,member_id,action,action_code,entity_type,entity_id,patient_id,ip',
        `2026-03-02T08:00:00.000Z,Test User,${therapist.id},Added a diagnosis,diagnosis.create,diagnosis,${events.diagnosis.entityId},${mila.id},10.1.2.3`,
        `2026-03-01T23:30:00.000Z,Test User,${therapist.id},Opened a patient record,patient.read,patient,${mila.id},${mila.id},10.1.2.3`,
      ]);
      expect(response.body).not.toContain('Mila');

      const after = (await get('/audit-events?action=audit_log.exported', owner.cookie)).json();
      expect(after.events).toHaveLength(1);
      expect(after.events[0]).toMatchObject({ actorId: owner.user.id, patientId: null });
    });

    it(`stops at ${AUDIT_EXPORT_MAX_ROWS} rows and says so in X-Export-Truncated`, async () => {
      const { owner, clinicId } = await signedInMember(ctx, 'owner').then((m) => ({
        owner: m,
        clinicId: m.clinicId,
      }));
      await ctx.database.db.execute(sql`
        insert into audit_events (clinic_id, actor_user_id, action, created_at)
        select ${clinicId}::uuid, ${owner.user.id}::uuid, 'patient.search',
               now() - (n || ' seconds')::interval
        from generate_series(1, ${AUDIT_EXPORT_MAX_ROWS + 1}) as n`);
      const response = await get('/audit-events/export.csv', owner.cookie);
      expect(response.headers['x-export-truncated']).toBe('true');
      expect(response.body.trimEnd().split('\r\n')).toHaveLength(AUDIT_EXPORT_MAX_ROWS + 1);
    });

    it('neutralises a member name a spreadsheet would run as a formula', async () => {
      const owner = await signedInMember(ctx, 'owner');
      await ctx.database.db.execute(
        sql`update users set name = '=HYPERLINK("x")', last_name = '' where id = ${owner.user.id}`,
      );
      await addEvent({
        clinicId: owner.clinicId,
        actorUserId: owner.user.id,
        action: 'auth.signed_in',
      });
      const response = await get('/audit-events/export.csv?action=auth.signed_in', owner.cookie);
      expect(response.body).toContain(`"'=HYPERLINK(""x"")"`);
    });

    it('answers 400 for bad filters', async () => {
      const { cookie } = await signedInMember(ctx, 'admin');
      const response = await get('/audit-events/export.csv?to=yesterday', cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('to');
    });
  });

  describe('the trail cannot be changed', () => {
    it('has no route that updates or deletes an event', async () => {
      const { owner, events } = await clinicWithTrail();
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
        const response = await ctx.app.inject({
          method,
          url: `/api/v1/audit-events/${events.signIn.id}`,
          headers: { cookie: owner.cookie },
          payload: { action: 'auth.signed_out' },
        });
        expect(response.statusCode).toBe(404);
      }
      const document = (await get('/openapi.json')).json();
      const auditPaths = Object.entries(document.paths as Record<string, object>).filter(([path]) =>
        path.startsWith('/api/v1/audit-events'),
      );
      expect(auditPaths.flatMap(([, methods]) => Object.keys(methods))).toEqual([
        'get',
        'get',
        'get',
      ]);
    });

    it('the database refuses UPDATE and DELETE (migration 0001 trigger)', async () => {
      const { owner, events } = await clinicWithTrail();
      await expect(
        ctx.database.db
          .update(auditEvents)
          .set({ action: 'auth.signed_out' })
          .where(eq(auditEvents.id, events.signIn.id)),
      ).rejects.toThrow();
      await expect(
        ctx.database.db.delete(auditEvents).where(eq(auditEvents.id, events.signIn.id)),
      ).rejects.toThrow();
      const still = (await get('/audit-events?action=auth.signed_in', owner.cookie)).json();
      expect(still.events.map((e: { id: string }) => e.id)).toEqual([events.signIn.id]);
    });
  });
});

/** Tenancy and role matrix: owners and admins read, others 403, visitors 401. */
describe('audit log routes: role matrix', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const routes: { name: string; path: string }[] = [
    { name: 'GET /audit-events', path: '/audit-events' },
    { name: 'GET /audit-events/actions', path: '/audit-events/actions' },
    { name: 'GET /audit-events/export.csv', path: '/audit-events/export.csv' },
  ];
  const send = (path: string, cookie?: string) =>
    ctx.app.inject({
      method: 'GET' as InjectOptions['method'],
      url: `/api/v1${path}`,
      headers: cookie ? { cookie } : {},
    });

  describe.each(routes)('$name', ({ path }) => {
    it('answers 401 without a session', async () => {
      expect((await send(path)).statusCode).toBe(401);
    });

    it('answers 403 to an account of no clinic', async () => {
      const loner = await createUser(ctx.database.db);
      const response = await send(path, await sessionCookieFor(ctx, loner.id, null));
      expect(response.statusCode).toBe(403);
    });

    it.each(clinicRoles)('as %s', async (role) => {
      const { cookie } = await signedInMember(ctx, role);
      const response = await send(path, cookie);
      if (role === 'owner' || role === 'admin') expect(response.statusCode).toBe(200);
      else expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    });
  });

  it('an admin of one clinic cannot filter on a patient of another (404)', async () => {
    const { cookie } = await signedInMember(ctx, 'admin');
    const foreign = await addPatient(ctx.database.db, (await createClinic(ctx.database.db)).id);
    for (const path of ['/audit-events', '/audit-events/export.csv']) {
      expect((await send(`${path}?patientId=${foreign.id}`, cookie)).statusCode).toBe(404);
    }
  });
});
