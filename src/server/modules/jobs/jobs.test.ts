import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, localDayOf } from '../../../domain/clinic-time.js';
import type { Job } from '../../../domain/jobs.js';
import { auditEvents, jobs } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { signedInMember } from '../../test/fixtures.js';
import { addPatient, setClinicTimeZone } from '../../test/scheduling-fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

/** A calendar day `offset` days from `day` (YYYY-MM-DD). */
const shift = (day: string, offset: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

describe('jobs (CRUD and filters)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    cookie: string,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  const utcToday = () => localDayOf(ctx.clock.now(), 'UTC').date;

  /** A job written directly, for the list's tests. */
  const addJob = async (clinicId: string, values: Partial<typeof jobs.$inferInsert> = {}) => {
    const [row] = await ctx.database.db
      .insert(jobs)
      .values({ clinicId, title: 'Restock towels', ...values })
      .returning();
    return row!;
  };
  const list = async (cookie: string, query = '') => {
    const response = await call('GET', `/jobs?${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { jobs: Job[]; total: number; page: number; pages: number };
  };
  const titles = async (cookie: string, query = '') =>
    (await list(cookie, query)).jobs.map((job) => job.title);

  it('creates a job for a patient and a colleague, with their names, and reads it back', async () => {
    const { cookie, clinicId, user } = await signedInMember(ctx, 'assistant');
    const colleague = await addMember(ctx.database.db, clinicId, 'therapist');
    const patient = await addPatient(ctx.database.db, clinicId, {
      firstName: 'Jelena',
      lastName: 'Ilić',
    });
    const created = await call('POST', '/jobs', cookie, {
      title: '  Call Jelena about her MRI results  ',
      description: 'Ask her to bring the CD to the next visit.',
      type: 'follow_up_call',
      priority: 'high',
      dueOn: '2026-12-03',
      assigneeId: colleague.user.id,
      patientId: patient.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json().job as Job;
    expect(job).toMatchObject({
      title: 'Call Jelena about her MRI results',
      status: 'pending',
      type: 'follow_up_call',
      priority: 'high',
      dueOn: '2026-12-03',
      assigneeId: colleague.user.id,
      assigneeName: 'Test User',
      patientId: patient.id,
      patientName: 'Jelena Ilić',
      createdById: user.id,
      completedAt: null,
    });
    const read = await call('GET', `/jobs/${job.id}`, cookie);
    expect(read.json().job).toEqual(job);
  });

  it('fills defaults for a job with a title only', async () => {
    const { cookie } = await signedInMember(ctx, 'therapist');
    const response = await call('POST', '/jobs', cookie, { title: 'Tidy the gym' });
    expect(response.json().job).toMatchObject({
      description: '',
      status: 'pending',
      type: 'other',
      priority: 'normal',
      dueOn: null,
      assigneeId: null,
      assigneeName: null,
      patientId: null,
      patientName: null,
      overdue: false,
    });
  });

  it.each([
    [{}, 'title'],
    [{ title: '   ' }, 'title'],
    [{ title: 'x'.repeat(201) }, 'title'],
    [{ title: 'Call', description: 'x'.repeat(5001) }, 'description'],
    [{ title: 'Call', dueOn: '03.12.2026' }, 'dueOn'],
    [{ title: 'Call', status: 'started' }, 'status'],
    [{ title: 'Call', type: 'cleaning' }, 'type'],
    [{ title: 'Call', priority: 'asap' }, 'priority'],
    [{ title: 'Call', assigneeId: 'someone' }, 'assigneeId'],
    [{ title: 'Call', patientId: 'someone' }, 'patientId'],
  ])('refuses %j with fields.%s', async (payload, field) => {
    const { cookie } = await signedInMember(ctx, 'therapist');
    const response = await call('POST', '/jobs', cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });

  it("refuses an assignee who is not an active member and another clinic's patient", async () => {
    const { cookie, clinicId } = await signedInMember(ctx, 'owner');
    const outsider = await signedInMember(ctx, 'therapist');
    const former = await addMember(ctx.database.db, clinicId, 'therapist', { deactivated: true });
    for (const assigneeId of [outsider.user.id, former.user.id]) {
      const response = await call('POST', '/jobs', cookie, { title: 'Call', assigneeId });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        assigneeId: 'Choose an active member of this clinic.',
      });
    }
    const foreignPatient = await addPatient(ctx.database.db, outsider.clinicId);
    const response = await call('POST', '/jobs', cookie, {
      title: 'Call',
      patientId: foreignPatient.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('patientId');
    const patched = await call('PATCH', `/jobs/${(await addJob(clinicId)).id}`, cookie, {
      patientId: foreignPatient.id,
    });
    expect(patched.json().fields).toHaveProperty('patientId');
  });

  it('marks a job done with the time, and clears it when the job is opened again', async () => {
    const { cookie } = await signedInMember(ctx, 'therapist');
    const job = (await call('POST', '/jobs', cookie, { title: 'Send the invoice' })).json().job;
    const done = await call('PATCH', `/jobs/${job.id}`, cookie, { status: 'done' });
    expect(done.statusCode).toBe(200);
    expect(done.json().job).toMatchObject({
      status: 'done',
      completedAt: ctx.clock.now().toISOString(),
    });
    // Another change keeps the completion time.
    const renamed = await call('PATCH', `/jobs/${job.id}`, cookie, { title: 'Send invoice 42' });
    expect(renamed.json().job).toMatchObject({
      title: 'Send invoice 42',
      status: 'done',
      completedAt: ctx.clock.now().toISOString(),
    });
    const reopened = await call('PATCH', `/jobs/${job.id}`, cookie, { status: 'pending' });
    expect(reopened.json().job).toMatchObject({ status: 'pending', completedAt: null });
    const started = await call('PATCH', `/jobs/${job.id}`, cookie, { status: 'in_progress' });
    expect(started.json().job).toMatchObject({ status: 'in_progress', completedAt: null });
  });

  it('keeps a former member as assignee until someone reassigns or unassigns the job', async () => {
    const { cookie, clinicId } = await signedInMember(ctx, 'admin');
    const former = await addMember(ctx.database.db, clinicId, 'therapist', { deactivated: true });
    const job = await addJob(clinicId, { assigneeId: former.user.id });
    const kept = await call('PATCH', `/jobs/${job.id}`, cookie, {
      assigneeId: former.user.id,
      priority: 'urgent',
    });
    expect(kept.json().job).toMatchObject({ assigneeId: former.user.id, priority: 'urgent' });
    const cleared = await call('PATCH', `/jobs/${job.id}`, cookie, {
      assigneeId: null,
      patientId: null,
      dueOn: null,
    });
    expect(cleared.json().job).toMatchObject({ assigneeId: null, assigneeName: null });
  });

  it('refuses a change to an unknown status or priority with that field', async () => {
    const { cookie, clinicId } = await signedInMember(ctx, 'therapist');
    const job = await addJob(clinicId);
    for (const [payload, field] of [
      [{ priority: 'asap' }, 'priority'],
      [{ status: 'started' }, 'status'],
    ] as const) {
      const response = await call('PATCH', `/jobs/${job.id}`, cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
    }
  });

  it('deletes a job (404 afterwards)', async () => {
    const { cookie } = await signedInMember(ctx, 'assistant');
    const job = (await call('POST', '/jobs', cookie, { title: 'Fix the printer' })).json().job;
    expect((await call('DELETE', `/jobs/${job.id}`, cookie)).statusCode).toBe(204);
    expect((await call('GET', `/jobs/${job.id}`, cookie)).statusCode).toBe(404);
    expect((await call('PATCH', `/jobs/${job.id}`, cookie, { status: 'done' })).statusCode).toBe(
      404,
    );
  });

  it.each([
    ['owner', 204],
    ['admin', 204],
    ['therapist', 403],
    ['assistant', 403],
  ] as const)("answers %s deleting a colleague's job with %i", async (role, status) => {
    const creator = await signedInMember(ctx, 'therapist');
    const member = await signedInMember(ctx, role, creator.clinicId);
    const job = await addJob(creator.clinicId, { createdById: creator.user.id });
    const response = await call('DELETE', `/jobs/${job.id}`, member.cookie);
    expect(response.statusCode, response.body).toBe(status);
    const left = await ctx.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(left).toHaveLength(status === 204 ? 0 : 1);
  });

  it('audits every change with ids and field names, never the text', async () => {
    const { cookie, clinicId } = await signedInMember(ctx, 'therapist');
    const patient = await addPatient(ctx.database.db, clinicId);
    const job = (
      await call('POST', '/jobs', cookie, {
        title: 'Ring Mila about her knee brace',
        patientId: patient.id,
      })
    ).json().job;
    await call('PATCH', `/jobs/${job.id}`, cookie, {
      description: 'She prefers a call after 5 pm',
      status: 'done',
    });
    await call('DELETE', `/jobs/${job.id}`, cookie);
    const rows = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.clinicId, clinicId));
    const jobRows = rows.filter((row) => row.action.startsWith('job.'));
    expect(jobRows.map((row) => [row.action, row.entityId])).toEqual([
      ['job.create', job.id],
      ['job.update', job.id],
      ['job.delete', job.id],
    ]);
    expect(jobRows[0]!.meta).toEqual({ assigneeId: null, patientId: patient.id });
    expect(jobRows[1]!.meta).toEqual({ fields: ['description', 'status'], status: 'done' });
    const trail = JSON.stringify(rows);
    expect(trail).not.toContain('knee brace');
    expect(trail).not.toContain('after 5 pm');
  });

  describe('the list', () => {
    it.each(['limit=0', 'limit=101'])('refuses %s with fields.limit', async (query) => {
      const { cookie } = await signedInMember(ctx, 'assistant');
      const response = await call('GET', `/jobs?${query}`, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('limit');
    });

    it("shows only this clinic's jobs, with the total and pages", async () => {
      const { cookie, clinicId } = await signedInMember(ctx, 'therapist');
      const other = await signedInMember(ctx, 'therapist');
      await addJob(other.clinicId, { title: 'Not ours' });
      for (const title of ['A', 'B', 'C', 'D', 'E']) await addJob(clinicId, { title });
      const first = await list(cookie, 'sort=title&limit=2');
      expect(first).toMatchObject({ total: 5, page: 1, pages: 3 });
      expect(first.jobs.map((job) => job.title)).toEqual(['A', 'B']);
      expect(await titles(cookie, 'sort=title&limit=2&page=3')).toEqual(['E']);
      expect(await list(cookie, 'sort=title&limit=2&page=4')).toMatchObject({
        jobs: [],
        total: 5,
        pages: 3,
      });
    });

    it('filters by status (open is pending or in progress), type and assignee', async () => {
      const { cookie, clinicId, user } = await signedInMember(ctx, 'therapist');
      const colleague = await addMember(ctx.database.db, clinicId, 'assistant');
      await addJob(clinicId, { title: 'Pending admin', type: 'admin', assigneeId: user.id });
      await addJob(clinicId, {
        title: 'Started call',
        status: 'in_progress',
        type: 'follow_up_call',
        assigneeId: colleague.user.id,
      });
      await addJob(clinicId, { title: 'Done equipment', status: 'done', type: 'equipment' });
      const sorted = 'sort=title';
      expect(await titles(cookie, `${sorted}&status=pending`)).toEqual(['Pending admin']);
      expect(await titles(cookie, `${sorted}&status=in_progress`)).toEqual(['Started call']);
      expect(await titles(cookie, `${sorted}&status=done`)).toEqual(['Done equipment']);
      expect(await titles(cookie, `${sorted}&status=open`)).toEqual([
        'Pending admin',
        'Started call',
      ]);
      expect(await titles(cookie, `${sorted}&type=equipment`)).toEqual(['Done equipment']);
      expect(await titles(cookie, `${sorted}&assigneeId=${colleague.user.id}`)).toEqual([
        'Started call',
      ]);
      expect(await titles(cookie, `${sorted}&mine=true`)).toEqual(['Pending admin']);
      expect(await titles(cookie, `${sorted}&mine=false`)).toHaveLength(3);
      const colleagueCookie = (await signedInMember(ctx, 'assistant', clinicId)).cookie;
      expect(await titles(colleagueCookie, 'mine=true')).toEqual([]);
    });

    it('searches every word in the title, description and patient name', async () => {
      const { cookie, clinicId } = await signedInMember(ctx, 'therapist');
      const patient = await addPatient(ctx.database.db, clinicId, {
        firstName: 'Dragana',
        lastName: 'Kostić',
      });
      await addJob(clinicId, { title: 'Order TENS pads', description: 'Size 5x5' });
      await addJob(clinicId, { title: 'Call back', patientId: patient.id });
      await addJob(clinicId, { title: 'Discount 100% for staff' });
      expect(await titles(cookie, 'search=tens')).toEqual(['Order TENS pads']);
      expect(await titles(cookie, 'search=5x5')).toEqual(['Order TENS pads']);
      expect(await titles(cookie, 'search=kostić call')).toEqual(['Call back']);
      expect(await titles(cookie, 'search=kostić order')).toEqual([]);
      // % is a character, not a pattern.
      expect(await titles(cookie, `search=${encodeURIComponent('0%')}`)).toEqual([
        'Discount 100% for staff',
      ]);
    });

    it('sorts by due date (none last), priority, status, title and creation, both ways', async () => {
      const { cookie, clinicId } = await signedInMember(ctx, 'therapist');
      const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 9, minutes));
      await addJob(clinicId, {
        title: 'bravo',
        dueOn: '2026-05-02',
        priority: 'urgent',
        status: 'done',
        createdAt: at(1),
      });
      await addJob(clinicId, {
        title: 'Alpha',
        dueOn: '2026-05-01',
        priority: 'low',
        status: 'in_progress',
        createdAt: at(3),
      });
      await addJob(clinicId, {
        title: 'Charlie',
        dueOn: null,
        priority: 'high',
        status: 'pending',
        createdAt: at(2),
      });
      const order = (query: string) => titles(cookie, query);
      expect(await order('')).toEqual(['Alpha', 'bravo', 'Charlie']);
      expect(await order('sort=dueOn&order=desc')).toEqual(['bravo', 'Alpha', 'Charlie']);
      expect(await order('sort=priority&order=desc')).toEqual(['bravo', 'Charlie', 'Alpha']);
      expect(await order('sort=priority')).toEqual(['Alpha', 'Charlie', 'bravo']);
      expect(await order('sort=status')).toEqual(['Charlie', 'Alpha', 'bravo']);
      expect(await order('sort=status&order=desc')).toEqual(['bravo', 'Alpha', 'Charlie']);
      expect(await order('sort=title')).toEqual(['Alpha', 'bravo', 'Charlie']);
      expect(await order('sort=title&order=desc')).toEqual(['Charlie', 'bravo', 'Alpha']);
      expect(await order('sort=createdAt')).toEqual(['bravo', 'Charlie', 'Alpha']);
      expect(await order('sort=createdAt&order=desc')).toEqual(['Alpha', 'Charlie', 'bravo']);
    });

    it('marks and filters overdue jobs: open and due before today', async () => {
      const { cookie, clinicId } = await signedInMember(ctx, 'therapist');
      const today = utcToday();
      await addJob(clinicId, { title: 'Due yesterday', dueOn: shift(today, -1) });
      await addJob(clinicId, { title: 'Due today', dueOn: today });
      await addJob(clinicId, { title: 'Done late', dueOn: shift(today, -3), status: 'done' });
      await addJob(clinicId, { title: 'No date' });
      const all = await list(cookie, 'sort=title');
      expect(all.jobs.map((job) => [job.title, job.overdue])).toEqual([
        ['Done late', false],
        ['Due today', false],
        ['Due yesterday', true],
        ['No date', false],
      ]);
      expect(await titles(cookie, 'overdue=true')).toEqual(['Due yesterday']);
      expect(await titles(cookie, 'overdue=false')).toHaveLength(4);
    });

    it("judges overdue by the clinic's today in its time zone", async () => {
      // 23:30 UTC: already tomorrow in Auckland (UTC+12/13), still today in London's winter.
      const now = ctx.clock.now();
      const lateEvening = Date.UTC(
        now.getUTCFullYear(),
        now.getUTCMonth(),
        now.getUTCDate(),
        23,
        30,
      );
      ctx.clock.advance(lateEvening - now.getTime());
      const utcDay = utcToday();
      const auckland = await signedInMember(ctx, 'therapist');
      await setClinicTimeZone(ctx.database.db, auckland.clinicId, 'Pacific/Auckland');
      const honolulu = await signedInMember(ctx, 'therapist');
      await setClinicTimeZone(ctx.database.db, honolulu.clinicId, 'Pacific/Honolulu');
      for (const { clinicId } of [auckland, honolulu])
        await addJob(clinicId, { title: 'Due on the UTC day', dueOn: utcDay });
      const [inAuckland] = (await list(auckland.cookie)).jobs;
      const [inHonolulu] = (await list(honolulu.cookie)).jobs;
      expect(inAuckland!.overdue).toBe(true);
      expect(inHonolulu!.overdue).toBe(false);
      expect(await titles(auckland.cookie, 'overdue=true')).toEqual(['Due on the UTC day']);
      expect(await titles(honolulu.cookie, 'overdue=true')).toEqual([]);
    });
  });
});
