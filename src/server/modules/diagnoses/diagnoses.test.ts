import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { signedInMember } from '../../test/fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

describe('diagnoses', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, cookie: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  const therapistWithPatient = async () => {
    const member = await signedInMember(ctx, 'therapist');
    const patient = await addPatient(ctx.database.db, member.clinicId);
    return { ...member, patientId: patient.id, base: `/patients/${patient.id}/diagnoses` };
  };

  it('searches the ICD-10 list by code, title words or everyday name, at most 20', async () => {
    const { cookie } = await signedInMember(ctx, 'therapist');
    const byCode = await call('GET', '/icd10?search=m17', cookie);
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json().codes[0]).toEqual({
      code: 'M17',
      title: 'Gonarthrosis [arthrosis of knee]',
    });
    const byWords = await call('GET', '/icd10?search=rotator%20cuff', cookie);
    expect(byWords.json().codes.map((c: { code: string }) => c.code)).toEqual(['M75.1', 'S46.0']);
    const byEverydayName = await call('GET', '/icd10?search=tennis%20elbow', cookie);
    expect(byEverydayName.json().codes[0]).toEqual({
      code: 'M77.1',
      title: 'Lateral epicondylitis',
      matchedName: 'tennis elbow',
    });
    expect((await call('GET', '/icd10?search=fracture', cookie)).json().codes).toHaveLength(20);
  });

  it('creates a coded diagnosis whose description defaults to the ICD-10 title', async () => {
    const { cookie, user, base } = await therapistWithPatient();
    const response = await call('POST', base, cookie, {
      icd10Code: 'm54.5',
      bodyRegion: 'Lumbar spine',
      onsetOn: '2026-01-10',
      diagnosedOn: '2026-01-20',
      notes: 'Worse after sitting.',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().diagnosis).toMatchObject({
      icd10Code: 'M54.5',
      description: 'Low back pain',
      bodyRegion: 'Lumbar spine',
      side: null,
      status: 'active',
      diagnosedById: user.id,
      diagnosedByName: `${user.name} ${user.lastName}`,
    });
  });

  it('creates a free-text diagnosis and keeps a description given with a code', async () => {
    const { cookie, base } = await therapistWithPatient();
    const free = await call('POST', base, cookie, {
      description: 'Post-operative stiffness, right knee',
      side: 'right',
      diagnosedOn: '2026-02-01',
    });
    expect(free.statusCode).toBe(201);
    expect(free.json().diagnosis).toMatchObject({ icd10Code: null, side: 'right' });
    const both = await call('POST', base, cookie, {
      icd10Code: 'S83.2',
      description: 'Medial meniscus tear after football',
      diagnosedOn: '2026-02-01',
    });
    expect(both.json().diagnosis.description).toBe('Medial meniscus tear after football');
    const emptyCode = await call('POST', base, cookie, {
      icd10Code: '',
      description: 'Chronic neck pain',
      diagnosedOn: '2026-02-01',
    });
    expect(emptyCode.json().diagnosis).toMatchObject({ icd10Code: null });
  });

  it.each([
    [{ diagnosedOn: '2026-01-01' }, 'description'],
    [{ icd10Code: 'M99.99', diagnosedOn: '2026-01-01' }, 'icd10Code'],
    [{ icd10Code: 'M54.5' }, 'diagnosedOn'],
    [{ icd10Code: 'M54.5', diagnosedOn: '2099-01-01' }, 'diagnosedOn'],
    [{ icd10Code: 'M54.5', diagnosedOn: '2026-01-01', onsetOn: '2026-01-02' }, 'onsetOn'],
    [{ icd10Code: 'M54.5', diagnosedOn: '2026-01-01', side: 'both' }, 'side'],
    [{ icd10Code: 'M54.5', diagnosedOn: '2026-01-01', status: 'cured' }, 'status'],
  ])('refuses %j with fields.%s', async (payload, field) => {
    const { cookie, base } = await therapistWithPatient();
    const response = await call('POST', base, cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });

  it('refuses a diagnosing member who is not an active member of this clinic', async () => {
    const { cookie, base, clinicId } = await therapistWithPatient();
    const outsider = await signedInMember(ctx, 'therapist');
    const former = await addMember(ctx.database.db, clinicId, 'therapist', { deactivated: true });
    for (const diagnosedById of [outsider.user.id, former.user.id]) {
      const response = await call('POST', base, cookie, {
        icd10Code: 'M54.5',
        diagnosedOn: '2026-01-01',
        diagnosedById,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('diagnosedById');
    }
    const colleague = await addMember(ctx.database.db, clinicId, 'admin');
    const response = await call('POST', base, cookie, {
      icd10Code: 'M54.5',
      diagnosedOn: '2026-01-01',
      diagnosedById: colleague.user.id,
    });
    expect(response.json().diagnosis.diagnosedById).toBe(colleague.user.id);
  });

  it('lists active diagnoses first, newest first, reads and resolves one', async () => {
    const { cookie, base } = await therapistWithPatient();
    const add = async (code: string, diagnosedOn: string) =>
      (await call('POST', base, cookie, { icd10Code: code, diagnosedOn })).json().diagnosis;
    const old = await add('M75.1', '2025-06-01');
    const recent = await add('M54.2', '2026-03-01');
    const resolved = await add('S93.4', '2026-04-01');
    const put = await call('PUT', `${base}/${resolved.id}`, cookie, {
      icd10Code: 'S93.4',
      diagnosedOn: '2026-04-01',
      status: 'resolved',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().diagnosis.status).toBe('resolved');

    const list = await call('GET', base, cookie);
    expect(list.json().diagnoses.map((d: { id: string }) => d.id)).toEqual([
      recent.id,
      old.id,
      resolved.id,
    ]);
    const read = await call('GET', `${base}/${old.id}`, cookie);
    expect(read.json().diagnosis).toMatchObject({
      id: old.id,
      description: 'Rotator cuff syndrome',
    });
  });

  it("answers 404 for a diagnosis read or changed under another patient's address", async () => {
    const { cookie, base, clinicId } = await therapistWithPatient();
    const other = await addPatient(ctx.database.db, clinicId, { firstName: 'Iva' });
    const created = (
      await call('POST', base, cookie, { icd10Code: 'M54.5', diagnosedOn: '2026-01-01' })
    ).json().diagnosis;
    const elsewhere = `/patients/${other.id}/diagnoses/${created.id}`;
    expect((await call('GET', elsewhere, cookie)).statusCode).toBe(404);
    const put = await call('PUT', elsewhere, cookie, {
      icd10Code: 'M54.5',
      diagnosedOn: '2026-01-01',
      status: 'resolved',
    });
    expect(put.statusCode).toBe(404);
    expect((await call('GET', `${base}/${created.id}`, cookie)).json().diagnosis.status).toBe(
      'active',
    );
  });

  it('refuses a change to an unknown side with fields.side', async () => {
    const { cookie, base } = await therapistWithPatient();
    const diagnosis = { icd10Code: 'M54.2', diagnosedOn: '2026-01-02' };
    const created = (await call('POST', base, cookie, diagnosis)).json().diagnosis;
    const response = await call('PUT', `${base}/${created.id}`, cookie, {
      ...diagnosis,
      side: 'up',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('side');
  });

  it('refuses an ICD-10 search over 100 characters with fields.search', async () => {
    const { cookie } = await therapistWithPatient();
    const response = await call('GET', `/icd10?search=${'x'.repeat(101)}`, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('search');
  });

  it('audits reads and changes with ids and field names, never the clinical text', async () => {
    const { cookie, base, clinicId, patientId } = await therapistWithPatient();
    const created = (
      await call('POST', base, cookie, {
        description: 'Whiplash after a car accident',
        diagnosedOn: '2026-01-01',
      })
    ).json().diagnosis;
    await call('GET', base, cookie);
    await call('GET', `${base}/${created.id}`, cookie);
    await call('PUT', `${base}/${created.id}`, cookie, {
      icd10Code: 'S13.4',
      description: 'Whiplash after a car accident',
      diagnosedOn: '2026-01-01',
      notes: 'Headaches in the morning',
    });
    const rows = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, clinicId)));
    const actions = rows.map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'diagnosis.create',
        'diagnosis.list',
        'diagnosis.read',
        'diagnosis.update',
      ]),
    );
    const update = rows.find((row) => row.action === 'diagnosis.update')!;
    expect(update).toMatchObject({ entityId: created.id });
    expect(update.meta).toEqual({ patientId, fields: ['icd10Code', 'notes'], status: 'active' });
    const trail = JSON.stringify(rows);
    expect(trail).not.toContain('Whiplash');
    expect(trail).not.toContain('Headaches');
  });
});
