import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, subscriptions } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { local } from '../../test/appointment-helpers.js';
import { signedInMember } from '../../test/fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

const kneePlan = {
  title: 'ACL reconstruction, phase 2',
  goals: [
    { description: 'Full knee flexion', measure: 'Knee flexion (°)', baseline: 90, target: 135 },
    { description: 'Pain-free stairs', measure: 'Pain (NRS 0-10)', baseline: 6, target: 1 },
  ],
  interventions: [
    { kind: 'exercise', name: 'Wall squats', sets: 3, repetitions: 12, frequency: 'daily' },
    { kind: 'modality', name: 'Manual therapy', notes: 'Patellar mobilisation' },
  ],
  plannedSessions: 12,
  frequency: '2x per week',
  startsOn: '2026-01-05',
  endsOn: '2026-03-30',
};

describe('treatment plans and progress', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
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
  const clinicWithPatient = async () => {
    const member = await signedInMember(ctx, 'therapist');
    const patient = await addPatient(ctx.database.db, member.clinicId);
    return { ...member, patientId: patient.id, base: `/patients/${patient.id}/treatment-plans` };
  };
  const createPlan = async (cookie: string, base: string, extra: object = {}) => {
    const response = await call('POST', base, cookie, { ...kneePlan, ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().treatmentPlan;
  };

  it('creates a plan with server ids for goals and interventions and reads it back', async () => {
    const { cookie, base, user } = await clinicWithPatient();
    const plan = await createPlan(cookie, base);
    expect(plan).toMatchObject({
      title: 'ACL reconstruction, phase 2',
      status: 'planned',
      plannedSessions: 12,
      sessionsDone: 0,
      createdById: user.id,
      progress: [],
      appointments: [],
      diagnosis: null,
    });
    expect(plan.goals[0]).toMatchObject({ measure: 'Knee flexion (°)', baseline: 90, target: 135 });
    expect(plan.goals[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(plan.interventions[1]).toMatchObject({
      kind: 'modality',
      sets: null,
      repetitions: null,
      notes: 'Patellar mobilisation',
    });
    const read = await call('GET', `${base}/${plan.id}`, cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json().treatmentPlan).toEqual(plan);
    const list = await call('GET', base, cookie);
    expect(list.json().treatmentPlans).toEqual([
      expect.objectContaining({ id: plan.id, sessionsDone: 0, plannedSessions: 12 }),
    ]);
  });

  it('keeps the ids of goals sent back and gives new goals new ids (ids of its own only)', async () => {
    const { cookie, base } = await clinicWithPatient();
    const plan = await createPlan(cookie, base);
    const [flexion] = plan.goals;
    const put = await call('PUT', `${base}/${plan.id}`, cookie, {
      ...kneePlan,
      status: 'active',
      goals: [
        { ...flexion, target: 140 },
        { id: '00000000-0000-4000-8000-000000000001', description: 'Return to running' },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    const goals = put.json().treatmentPlan.goals;
    expect(goals[0]).toEqual({ ...flexion, target: 140 });
    expect(goals[1].id).not.toBe('00000000-0000-4000-8000-000000000001');
    expect(goals[1]).toMatchObject({ measure: '', baseline: null, target: null });
    expect(put.json().treatmentPlan.status).toBe('active');
  });

  it('links a diagnosis of the same patient only', async () => {
    const { cookie, base, clinicId, patientId } = await clinicWithPatient();
    const diagnosis = (
      await call('POST', `/patients/${patientId}/diagnoses`, cookie, {
        icd10Code: 'S83.5',
        diagnosedOn: '2025-12-01',
      })
    ).json().diagnosis;
    const plan = await createPlan(cookie, base, { diagnosisId: diagnosis.id });
    expect(plan.diagnosis).toEqual({
      id: diagnosis.id,
      icd10Code: 'S83.5',
      description: 'Sprain and strain involving (anterior)(posterior) cruciate ligament of knee',
    });

    const other = await addPatient(ctx.database.db, clinicId, { firstName: 'Iva' });
    const response = await call('POST', `/patients/${other.id}/treatment-plans`, cookie, {
      ...kneePlan,
      diagnosisId: diagnosis.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('diagnosisId');
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ startsOn: '05.01.2026' }, 'startsOn'],
    [{ endsOn: '2026-01-05' }, 'endsOn'],
    [{ status: 'paused' }, 'status'],
    [{ plannedSessions: 0 }, 'plannedSessions'],
    [{ goals: [{ description: '' }] }, 'goals.0.description'],
    [{ goals: [{ description: 'Walk', target: 'far' }] }, 'goals.0.target'],
    [{ interventions: [{ kind: 'massage', name: 'Rub' }] }, 'interventions.0.kind'],
    [{ interventions: [{ kind: 'exercise', name: 'Squats', sets: 2.5 }] }, 'interventions.0.sets'],
  ])('refuses a plan with %j (fields.%s)', async (change, field) => {
    const { cookie, base } = await clinicWithPatient();
    const response = await call('POST', base, cookie, { ...kneePlan, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });

  it('counts sessions done from completed appointments linked to the plan only', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const { clinicId, cookie } = owner;
    const therapist = await addMember(ctx.database.db, clinicId, 'therapist');
    const patient = await addPatient(ctx.database.db, clinicId);
    const base = `/patients/${patient.id}/treatment-plans`;
    const plan = await createPlan(cookie, base);
    const otherPlan = await createPlan(cookie, base, { title: 'Other plan' });

    let day = 0;
    const book = async (treatmentPlanId: string | null, status?: string) => {
      day += 1;
      const date = `2026-02-${String(day).padStart(2, '0')}`;
      const response = await call('POST', '/appointments', cookie, {
        patientId: patient.id,
        therapistId: therapist.user.id,
        start: local(date, '10:00'),
        end: local(date, '10:45'),
        confirmOutsideOpeningHours: true,
        treatmentPlanId,
      });
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json().appointment.id as string;
      if (status) {
        const change = await call('POST', `/appointments/${id}/status`, cookie, {
          status,
          ...(status === 'cancelled' ? { reason: 'Patient ill' } : {}),
        });
        expect(change.statusCode, change.body).toBe(200);
      }
      return id;
    };
    const done1 = await book(plan.id, 'completed');
    const done2 = await book(plan.id, 'completed');
    await book(plan.id); // scheduled
    await book(plan.id, 'cancelled');
    await book(plan.id, 'no_show');
    await book(plan.id, 'confirmed');
    await book(plan.id, 'arrived'); // checked in, not yet completed
    await book(otherPlan.id, 'completed');
    const unlinked = await book(null, 'completed');

    // A completed visit can be linked afterwards.
    const link = await call('PATCH', `/appointments/${unlinked}`, cookie, {
      treatmentPlanId: plan.id,
    });
    expect(link.statusCode, link.body).toBe(200);
    const details = await call('GET', `/appointments/${unlinked}`, cookie);
    expect(details.json().appointment.treatmentPlanId).toBe(plan.id);

    const read = (await call('GET', `${base}/${plan.id}`, cookie)).json().treatmentPlan;
    expect(read.sessionsDone).toBe(3);
    expect(read.appointments).toHaveLength(8);
    expect(read.appointments[0]).toMatchObject({ id: done1, status: 'completed' });
    expect(read.appointments[1].id).toBe(done2);
    const list = (await call('GET', base, cookie)).json().treatmentPlans;
    expect(
      Object.fromEntries(
        list.map((p: { id: string; sessionsDone: number }) => [p.id, p.sessionsDone]),
      ),
    ).toEqual({
      [plan.id]: 3,
      [otherPlan.id]: 1,
    });
  });

  it('refuses an assistant linking a visit to a plan (403), but lets them book it unlinked', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const assistant = await signedInMember(ctx, 'assistant', owner.clinicId);
    const patient = await addPatient(ctx.database.db, owner.clinicId);
    const plan = await createPlan(owner.cookie, `/patients/${patient.id}/treatment-plans`);
    const visit = {
      patientId: patient.id,
      therapistId: owner.user.id,
      start: local('2026-03-02', '10:00'),
      end: local('2026-03-02', '10:45'),
      confirmOutsideOpeningHours: true,
    };
    const linked = await call('POST', '/appointments', assistant.cookie, {
      ...visit,
      treatmentPlanId: plan.id,
    });
    expect(linked.statusCode, linked.body).toBe(403);
    const unlinked = await call('POST', '/appointments', assistant.cookie, visit);
    expect(unlinked.statusCode, unlinked.body).toBe(201);
    const relink = await call(
      'PATCH',
      `/appointments/${unlinked.json().appointment.id}`,
      assistant.cookie,
      { treatmentPlanId: plan.id },
    );
    expect(relink.statusCode, relink.body).toBe(403);
  });

  it('refuses an assistant unlinking a visit from its plan or moving it to another (403), link kept', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const assistant = await signedInMember(ctx, 'assistant', owner.clinicId);
    const patient = await addPatient(ctx.database.db, owner.clinicId);
    const plan = await createPlan(owner.cookie, `/patients/${patient.id}/treatment-plans`);
    const otherPlan = await createPlan(owner.cookie, `/patients/${patient.id}/treatment-plans`);
    const booked = await call('POST', '/appointments', owner.cookie, {
      patientId: patient.id,
      therapistId: owner.user.id,
      treatmentPlanId: plan.id,
      start: local('2026-03-03', '10:00'),
      end: local('2026-03-03', '10:45'),
      repeat: { every: 'week', count: 2 },
      confirmOutsideOpeningHours: true,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [first, second] = booked.json().appointments as { id: string }[];
    const path = `/appointments/${first!.id}`;

    for (const change of [
      { treatmentPlanId: null },
      { treatmentPlanId: otherPlan.id },
      { treatmentPlanId: null, scope: 'following' },
    ]) {
      const refused = await call('PATCH', path, assistant.cookie, change);
      expect(refused.statusCode, `${JSON.stringify(change)}: ${refused.body}`).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    // The rest of the visit is theirs to change, the link sent back as it is included.
    const notes = await call('PATCH', path, assistant.cookie, {
      notes: 'Bring the MRI',
      treatmentPlanId: plan.id,
    });
    expect(notes.statusCode, notes.body).toBe(200);
    for (const id of [first!.id, second!.id]) {
      const read = await call('GET', `/appointments/${id}`, owner.cookie);
      expect(read.json().appointment.treatmentPlanId).toBe(plan.id);
    }
  });

  it("refuses to link an appointment to another patient's plan or another clinic's", async () => {
    const owner = await signedInMember(ctx, 'owner');
    const therapist = await addMember(ctx.database.db, owner.clinicId, 'therapist');
    const patient = await addPatient(ctx.database.db, owner.clinicId);
    const other = await addPatient(ctx.database.db, owner.clinicId, { firstName: 'Iva' });
    const othersPlan = await createPlan(owner.cookie, `/patients/${other.id}/treatment-plans`);
    const foreign = await signedInMember(ctx, 'owner');
    const foreignPatient = await addPatient(ctx.database.db, foreign.clinicId);
    const foreignPlan = await createPlan(
      foreign.cookie,
      `/patients/${foreignPatient.id}/treatment-plans`,
    );
    const booking = {
      patientId: patient.id,
      therapistId: therapist.user.id,
      start: local('2026-03-02', '09:00'),
      end: local('2026-03-02', '09:30'),
      confirmOutsideOpeningHours: true,
    };
    for (const treatmentPlanId of [othersPlan.id, foreignPlan.id]) {
      const response = await call('POST', '/appointments', owner.cookie, {
        ...booking,
        treatmentPlanId,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('treatmentPlanId');
    }
    const blocked = await call('POST', '/appointments', owner.cookie, {
      ...booking,
      patientId: null,
      title: 'Team meeting',
      treatmentPlanId: othersPlan.id,
    });
    expect(blocked.json().fields).toHaveProperty('treatmentPlanId');

    const ownPlan = await createPlan(owner.cookie, `/patients/${patient.id}/treatment-plans`);
    const created = await call('POST', '/appointments', owner.cookie, {
      ...booking,
      treatmentPlanId: ownPlan.id,
    });
    const id = created.json().appointment.id;
    // Moving the visit to another patient cannot take this patient's plan along.
    const moved = await call('PATCH', `/appointments/${id}`, owner.cookie, { patientId: other.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields).toHaveProperty('treatmentPlanId');
    const unlinked = await call('PATCH', `/appointments/${id}`, owner.cookie, {
      patientId: other.id,
      treatmentPlanId: null,
    });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
  });

  it('refuses a change to an unknown status with fields.status', async () => {
    const { cookie, base } = await clinicWithPatient();
    const plan = await createPlan(cookie, base);
    const response = await call('PUT', `${base}/${plan.id}`, cookie, {
      ...kneePlan,
      status: 'paused',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('status');
  });

  it("answers 404 for a plan or progress entry under another patient's address", async () => {
    const { cookie, base, clinicId } = await clinicWithPatient();
    const plan = await createPlan(cookie, base);
    const entry = (
      await call('POST', `${base}/${plan.id}/progress`, cookie, {
        recordedOn: '2026-02-01',
        pain: 4,
      })
    ).json().progressEntry;
    const other = await addPatient(ctx.database.db, clinicId, { firstName: 'Iva' });
    const elsewhere = `/patients/${other.id}/treatment-plans/${plan.id}`;
    for (const [method, path, payload] of [
      ['GET', elsewhere, undefined],
      ['PUT', elsewhere, { ...kneePlan, status: 'active' }],
      ['POST', `${elsewhere}/progress`, { recordedOn: '2026-02-02', pain: 3 }],
      ['DELETE', `${elsewhere}/progress/${entry.id}`, undefined],
    ] as const) {
      const response = await call(method, path, cookie, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    const read = (await call('GET', `${base}/${plan.id}`, cookie)).json().treatmentPlan;
    expect(read).toMatchObject({ status: plan.status, progress: [{ id: entry.id }] });
  });

  it('records progress, ordered by date, and validates it', async () => {
    const { cookie, base, user } = await clinicWithPatient();
    const plan = await createPlan(cookie, base);
    const progress = `${base}/${plan.id}/progress`;
    const later = await call('POST', progress, cookie, {
      recordedOn: '2026-02-10',
      pain: 3,
      score: 42.5,
      outcomeMeasure: 'KOOS',
      rangeOfMotion: [{ joint: 'Knee', movement: 'Flexion', degrees: 120 }],
      notes: 'Stairs easier',
    });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().progressEntry).toMatchObject({
      pain: 3,
      score: 42.5,
      outcomeMeasure: 'KOOS',
      rangeOfMotion: [{ joint: 'Knee', movement: 'Flexion', degrees: 120 }],
      recordedById: user.id,
    });
    await call('POST', progress, cookie, { recordedOn: '2026-01-20', pain: 6 });
    const read = (await call('GET', `${base}/${plan.id}`, cookie)).json().treatmentPlan;
    expect(read.progress.map((entry: { recordedOn: string }) => entry.recordedOn)).toEqual([
      '2026-01-20',
      '2026-02-10',
    ]);

    const refused = async (payload: object, field: string) => {
      const response = await call('POST', progress, cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
    };
    await refused({ recordedOn: '2026-02-01', pain: 11 }, 'pain');
    await refused({ recordedOn: '2026-02-01', pain: -1 }, 'pain');
    await refused({ recordedOn: '2026-02-01', pain: 2.5 }, 'pain');
    await refused({ recordedOn: '2026-02-01' }, 'pain');
    await refused({ recordedOn: '2099-01-01', pain: 2 }, 'recordedOn');
    await refused({ recordedOn: '2026-02-01', score: 40 }, 'outcomeMeasure');
    await refused({ recordedOn: '2026-02-01', score: -5e-324, outcomeMeasure: 'LEFS' }, 'score');
    await refused({ recordedOn: '2026-02-01', score: 42.555, outcomeMeasure: 'LEFS' }, 'score');
    await refused({ recordedOn: '2026-02-01', score: 1e9, outcomeMeasure: 'LEFS' }, 'score');
    await refused(
      {
        recordedOn: '2026-02-01',
        rangeOfMotion: [{ joint: 'Knee', movement: 'Flexion', degrees: 361 }],
      },
      'rangeOfMotion.0.degrees',
    );
    await refused(
      {
        recordedOn: '2026-02-01',
        rangeOfMotion: [{ joint: '', movement: 'Flexion', degrees: 90 }],
      },
      'rangeOfMotion.0.joint',
    );
  });

  it('lets the recorder, an owner or an admin delete a progress entry, not another therapist', async () => {
    const recorder = await clinicWithPatient();
    const plan = await createPlan(recorder.cookie, recorder.base);
    const progress = `${recorder.base}/${plan.id}/progress`;
    const add = async () =>
      (await call('POST', progress, recorder.cookie, { recordedOn: '2026-02-01', pain: 4 })).json()
        .progressEntry.id as string;

    const colleague = await signedInMember(ctx, 'therapist', recorder.clinicId);
    const first = await add();
    const refused = await call('DELETE', `${progress}/${first}`, colleague.cookie);
    expect(refused.statusCode).toBe(403);
    expect((await call('DELETE', `${progress}/${first}`, recorder.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `${progress}/${first}`, recorder.cookie)).statusCode).toBe(404);

    for (const role of ['owner', 'admin'] as const) {
      const manager = await signedInMember(ctx, role, recorder.clinicId);
      const entry = await add();
      expect((await call('DELETE', `${progress}/${entry}`, manager.cookie)).statusCode).toBe(204);
    }
    const read = (await call('GET', `${recorder.base}/${plan.id}`, recorder.cookie)).json();
    expect(read.treatmentPlan.progress).toEqual([]);
  });

  it('adds nothing once the subscription has ended, and still shows the record', async () => {
    const { cookie, base, clinicId, patientId } = await clinicWithPatient();
    const plan = await createPlan(cookie, base);
    const ended = new Date(ctx.clock.now().getTime() - 86_400_000);
    await ctx.database.db.insert(subscriptions).values({
      clinicId,
      provider: 'local',
      planId: 'team',
      priceId: 'local_team_monthly',
      interval: 'monthly',
      status: 'canceled',
      currentPeriodStart: new Date(ended.getTime() - 30 * 86_400_000),
      currentPeriodEnd: ended,
    });
    const refused = [
      await call('POST', base, cookie, kneePlan),
      await call('POST', `/patients/${patientId}/diagnoses`, cookie, {
        icd10Code: 'M54.5',
        diagnosedOn: '2026-01-01',
      }),
      await call('POST', `${base}/${plan.id}/progress`, cookie, {
        recordedOn: '2026-01-10',
        pain: 3,
      }),
    ];
    expect(refused.map((response) => response.json().code)).toEqual([
      'SUBSCRIPTION_ENDED',
      'SUBSCRIPTION_ENDED',
      'SUBSCRIPTION_ENDED',
    ]);
    expect((await call('GET', `${base}/${plan.id}`, cookie)).statusCode).toBe(200);
  });

  it('audits every read and change with ids only', async () => {
    const { cookie, base, clinicId, patientId } = await clinicWithPatient();
    const plan = await createPlan(cookie, base);
    await call('GET', base, cookie);
    await call('GET', `${base}/${plan.id}`, cookie);
    await call('PUT', `${base}/${plan.id}`, cookie, {
      ...kneePlan,
      goals: plan.goals,
      interventions: plan.interventions,
      frequency: 'weekly',
    });
    const entry = (
      await call('POST', `${base}/${plan.id}/progress`, cookie, {
        recordedOn: '2026-02-01',
        notes: 'Swelling after football',
      })
    ).json().progressEntry;
    await call('DELETE', `${base}/${plan.id}/progress/${entry.id}`, cookie);

    const rows = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.clinicId, clinicId));
    expect(rows.map((row) => [row.action, row.entityId])).toEqual(
      expect.arrayContaining([
        ['treatment_plan.create', plan.id],
        ['treatment_plan.list', patientId],
        ['treatment_plan.read', plan.id],
        ['treatment_plan.update', plan.id],
        ['progress_entry.create', entry.id],
        ['progress_entry.delete', entry.id],
      ]),
    );
    const update = rows.find((row) => row.action === 'treatment_plan.update')!;
    expect(update.meta).toMatchObject({ patientId, fields: ['frequency'] });
    const trail = JSON.stringify(rows);
    expect(trail).not.toContain('Swelling');
    expect(trail).not.toContain('ACL');
  });
});
