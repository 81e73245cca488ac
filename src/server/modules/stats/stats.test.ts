import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { and, eq } from 'drizzle-orm';
import { jobs, memberships, progressEntries, treatmentPlans } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { apiCaller, local, schedulingClinic } from '../../test/appointment-helpers.js';
import { addAppointment } from '../../test/clinical-record-fixtures.js';
import { signedInMember } from '../../test/fixtures.js';
import { addPatient, addService } from '../../test/scheduling-fixtures.js';
import { addMember } from '../../test/team-fixtures.js';
import { addInvoice, addPayment } from '../billing-reports/report-fixtures.js';

/** A scheduling clinic whose owner manages and does not treat: only its therapists are listed. */
async function managingOwnerClinic(ctx: TestContext) {
  const clinic = await schedulingClinic(ctx);
  await ctx.database.db
    .update(memberships)
    .set({ takesAppointments: false })
    .where(and(eq(memberships.clinicId, clinic.clinicId), eq(memberships.userId, clinic.user.id)));
  return clinic;
}

/**
 * A Belgrade clinic (Mon–Fri 08:00–20:00) with known figures in the fortnight 2026-03-02 (a
 * Monday) to 2026-03-15 (a Sunday), and some just outside it.
 */
async function seededClinic(ctx: TestContext) {
  const db = ctx.database.db;
  const owner = await managingOwnerClinic(ctx);
  const { clinicId } = owner;
  // The front desk takes no appointments and so has no utilisation row.
  await addMember(db, clinicId, 'assistant');
  const t1 = owner.therapistId;
  const t2 = (await addMember(db, clinicId, 'therapist')).user.id;
  const idle = (await addMember(db, clinicId, 'therapist')).user.id;
  await addMember(db, clinicId, 'therapist', { deactivated: true });
  const assessment = await addService(db, clinicId, {
    name: 'Assessment',
    priceMinor: 5000,
    currency: 'EUR',
  });
  const followUp = await addService(db, clinicId, {
    name: 'Follow-up',
    durationMinutes: 30,
    priceMinor: 3000,
    currency: 'EUR',
  });
  const massage = await addService(db, clinicId, {
    name: 'Massage',
    durationMinutes: 45,
    priceMinor: 4000,
    currency: 'USD',
  });
  const at = (day: string, hhmm: string) => new Date(local(day, hhmm));
  const patient = await addPatient(db, clinicId, { createdAt: at('2026-02-20', '10:00') });
  await addPatient(db, clinicId, { createdAt: at('2026-03-02', '00:30') });
  await addPatient(db, clinicId, { createdAt: at('2026-03-10', '12:00') });
  await addPatient(db, clinicId, { createdAt: at('2026-03-16', '00:30') });

  const book = (
    therapistId: string,
    day: string,
    hhmm: string,
    minutes: number,
    status: 'scheduled' | 'confirmed' | 'arrived' | 'completed' | 'cancelled' | 'no_show',
    serviceId: string | null,
    patientId: string | null = patient.id,
  ) => {
    const startsAt = at(day, hhmm);
    return addAppointment(db, {
      clinicId,
      therapistId,
      patientId,
      serviceId,
      status,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    });
  };
  // Week of 2026-03-02: 4 completed, 1 no-show, 1 cancelled.
  await book(t2, '2026-03-02', '00:15', 30, 'completed', followUp.id); // 2026-03-01 in UTC
  await book(t1, '2026-03-02', '09:00', 60, 'completed', assessment.id);
  await book(t1, '2026-03-03', '09:00', 30, 'completed', followUp.id);
  await book(t2, '2026-03-04', '10:00', 30, 'no_show', followUp.id);
  await book(t2, '2026-03-05', '11:00', 45, 'completed', massage.id);
  await book(t2, '2026-03-08', '23:30', 30, 'cancelled', followUp.id); // Sunday night
  // Week of 2026-03-09: one of each live status, 2 completed, 1 cancelled.
  await book(t1, '2026-03-09', '00:30', 30, 'scheduled', followUp.id); // Sunday in UTC
  await book(t1, '2026-03-10', '09:00', 60, 'completed', assessment.id);
  await book(t2, '2026-03-11', '09:00', 30, 'cancelled', followUp.id);
  await book(t1, '2026-03-12', '14:00', 45, 'confirmed', massage.id);
  await book(t2, '2026-03-13', '15:00', 30, 'arrived', followUp.id);
  await book(t2, '2026-03-13', '10:00', 20, 'completed', null);
  // Not counted: blocked time, and appointments just before and after the range.
  await book(t1, '2026-03-04', '12:00', 60, 'scheduled', null, null);
  await book(t1, '2026-03-01', '23:45', 30, 'completed', followUp.id);
  await book(t1, '2026-03-16', '00:15', 30, 'completed', followUp.id); // 2026-03-15 in UTC

  const plan = (values: Partial<typeof treatmentPlans.$inferInsert>) =>
    addPlan(db, clinicId, patient.id, values);
  const progress = (treatmentPlanId: string, recordedOn: string, pain: number | null) =>
    db.insert(progressEntries).values({ clinicId, treatmentPlanId, recordedOn, pain });
  // Active in the range; pain 7 → 4 in it (the entry after the range is left out): −3.
  const knee = await plan({ status: 'active', startsOn: '2026-01-10' });
  await progress(knee, '2026-03-03', 7);
  await progress(knee, '2026-03-08', 5);
  await progress(knee, '2026-03-12', 4);
  await progress(knee, '2026-03-20', 1);
  // Completed, pain 5 → 6: +1. Average of the two: −1.
  const shoulder = await plan({
    status: 'completed',
    startsOn: '2026-02-01',
    endsOn: '2026-03-05',
  });
  await progress(shoulder, '2026-03-02', 5);
  await progress(shoulder, '2026-03-04', 6);
  // Active but one pain score only (the other entry has none): not measured.
  const back = await plan({ status: 'active', startsOn: '2026-03-01' });
  await progress(back, '2026-03-09', 3);
  await progress(back, '2026-03-10', null);
  // Active, but before and after the range.
  await plan({ status: 'active', startsOn: '2026-01-01', endsOn: '2026-02-28' });
  await plan({ status: 'active', startsOn: '2026-04-01' });

  const job = (status: 'pending' | 'in_progress' | 'done', day: string) =>
    db.insert(jobs).values({ clinicId, title: 'Call back', status, createdAt: at(day, '12:00') });
  await job('pending', '2026-03-03');
  await job('pending', '2026-03-15');
  await job('done', '2026-03-09');
  await job('pending', '2026-02-27');

  // Money: EUR 8000 paid for an assessment and a follow-up, 1000 of it refunded, 1500 of credit;
  // USD 4000 for a massage just after local midnight; USD 1000 just after the range.
  const pay = (
    amountCents: number,
    received: Date,
    more: Partial<Parameters<typeof addPayment>[1]>,
  ) =>
    addPayment(db, { clinicId, patientId: patient.id, amountCents, receivedAt: received, ...more });
  const both = await addInvoice(db, {
    clinicId,
    patientId: patient.id,
    issuedAt: at('2026-03-02', '10:00'),
    currency: 'EUR',
    lines: [
      { unitPriceCents: 5000, serviceId: assessment.id },
      { unitPriceCents: 3000, serviceId: followUp.id },
    ],
  });
  const eur = { currency: 'EUR', allocations: [{ invoiceId: both.id, amountCents: 8000 }] };
  const paid = await pay(8000, at('2026-03-03', '10:00'), eur);
  await pay(1500, at('2026-03-10', '10:00'), { currency: 'EUR' });
  await pay(1000, at('2026-03-12', '10:00'), {
    ...eur,
    kind: 'refund',
    refundOfPaymentId: paid,
    allocations: [{ invoiceId: both.id, amountCents: 1000 }],
  });
  const massageInvoice = await addInvoice(db, {
    clinicId,
    patientId: patient.id,
    issuedAt: at('2026-03-01', '10:00'),
    lines: [{ unitPriceCents: 4000, serviceId: massage.id }],
  });
  await pay(4000, at('2026-03-02', '00:30'), {
    allocations: [{ invoiceId: massageInvoice.id, amountCents: 4000 }],
  });
  await pay(1000, at('2026-03-16', '00:30'), {});

  return { ...owner, t1, t2, idle, assessment, followUp, massage };
}

async function addPlan(
  db: Db,
  clinicId: string,
  patientId: string,
  values: Partial<typeof treatmentPlans.$inferInsert>,
) {
  const [row] = await db
    .insert(treatmentPlans)
    .values({ clinicId, patientId, title: 'Plan', startsOn: '2026-01-01', ...values })
    .returning({ id: treatmentPlans.id });
  return row!.id;
}

describe('GET /stats', () => {
  let ctx: TestContext;
  let clinic: Awaited<ReturnType<typeof seededClinic>>;
  const call = (path: string, cookie?: string) => apiCaller(ctx)('GET', path, cookie);
  const fortnight = '/stats?from=2026-03-02&to=2026-03-15';

  beforeAll(async () => {
    ctx = await createTestApp();
    clinic = await seededClinic(ctx);
  });
  afterAll(() => ctx.close());

  const statsOf = async (path = fortnight, cookie = clinic.cookie) => {
    const response = await call(path, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().stats;
  };

  it('counts appointments per Monday-to-Sunday week of the clinic, by status', async () => {
    const stats = await statsOf();
    expect(stats.range).toEqual({
      from: '2026-03-02',
      to: '2026-03-15',
      timeZone: 'Europe/Belgrade',
    });
    const zero = { scheduled: 0, confirmed: 0, arrived: 0, completed: 0, cancelled: 0, no_show: 0 };
    expect(stats.appointments.perWeek).toEqual([
      {
        weekStart: '2026-03-02',
        total: 6,
        byStatus: { ...zero, completed: 4, no_show: 1, cancelled: 1 },
      },
      {
        weekStart: '2026-03-09',
        total: 6,
        byStatus: { ...zero, scheduled: 1, confirmed: 1, arrived: 1, completed: 2, cancelled: 1 },
      },
    ]);
    expect(stats.appointments.total).toBe(12);
    expect(stats.appointments.byStatus).toEqual({
      scheduled: 1,
      confirmed: 1,
      arrived: 1,
      completed: 6,
      cancelled: 2,
      no_show: 1,
    });
    expect(stats.appointments.noShowRate).toBeCloseTo(1 / 12, 10);
    expect(stats.appointments.cancellationRate).toBeCloseTo(2 / 12, 10);
  });

  it('puts Sunday 23:30 local in its own week and Monday 00:30 local in the next', async () => {
    const sundayWeek = await statsOf('/stats?from=2026-03-08&to=2026-03-08');
    expect(sundayWeek.appointments.perWeek).toEqual([
      expect.objectContaining({ weekStart: '2026-03-02', total: 1 }),
    ]);
    expect(sundayWeek.appointments.byStatus.cancelled).toBe(1);
    const monday = await statsOf('/stats?from=2026-03-09&to=2026-03-09');
    expect(monday.appointments.perWeek).toEqual([
      expect.objectContaining({ weekStart: '2026-03-09', total: 1 }),
    ]);
    expect(monday.appointments.byStatus.scheduled).toBe(1);
  });

  it("sets each therapist's booked minutes (no-shows and cancellations left out) against opening hours", async () => {
    const { utilisation } = await statsOf();
    // Ten weekdays of 08:00–20:00.
    expect(utilisation.openingMinutes).toBe(7200);
    expect(utilisation.therapists).toEqual([
      {
        therapistId: clinic.t1,
        name: 'Test User',
        bookedMinutes: 225,
        appointments: 5,
        utilisation: 225 / 7200,
      },
      {
        therapistId: clinic.t2,
        name: 'Test User',
        bookedMinutes: 125,
        appointments: 7,
        utilisation: 125 / 7200,
      },
      {
        therapistId: clinic.idle,
        name: 'Test User',
        bookedMinutes: 0,
        appointments: 0,
        utilisation: 0,
      },
    ]);
  });

  it('adds up money received (payments − refunds, by local day) per service and currency', async () => {
    const { revenue } = await statsOf();
    // The refund of 1000 comes off the invoice's two lines 5000 : 3000.
    expect(revenue.byService).toEqual([
      {
        serviceId: clinic.assessment.id,
        name: 'Assessment',
        completed: 2,
        priceMinor: 5000,
        amountMinor: 4375,
        currency: 'EUR',
      },
      {
        serviceId: clinic.massage.id,
        name: 'Massage',
        completed: 1,
        priceMinor: 4000,
        amountMinor: 4000,
        currency: 'USD',
      },
      {
        serviceId: clinic.followUp.id,
        name: 'Follow-up',
        completed: 2,
        priceMinor: 3000,
        amountMinor: 2625,
        currency: 'EUR',
      },
    ]);
    expect(revenue.totals).toEqual([
      {
        currency: 'EUR',
        amountMinor: 8500,
        paymentsMinor: 9500,
        refundsMinor: 1000,
        withoutServiceMinor: 1500,
      },
      {
        currency: 'USD',
        amountMinor: 4000,
        paymentsMinor: 4000,
        refundsMinor: 0,
        withoutServiceMinor: 0,
      },
    ]);
    // A day with completed visits and no money: the visits, at zero.
    const quiet = await statsOf('/stats?from=2026-03-05&to=2026-03-05');
    expect(quiet.revenue).toEqual({
      byService: [expect.objectContaining({ name: 'Massage', completed: 1, amountMinor: 0 })],
      totals: [],
    });
  });

  it('counts new patients per local month of the range', async () => {
    const stats = await statsOf('/stats?from=2026-02-16&to=2026-03-15');
    expect(stats.newPatientsPerMonth).toEqual([
      { month: '2026-02', count: 1 },
      { month: '2026-03', count: 2 },
    ]);
  });

  it('counts active plans in the range and averages the change in pain (last − first)', async () => {
    const { treatmentPlans: plans } = await statsOf();
    expect(plans).toEqual({ active: 2, measured: 2, averagePainChange: -1 });
  });

  it('counts the jobs created in the range by status', async () => {
    const stats = await statsOf();
    expect(stats.jobsByStatus).toEqual({ pending: 2, in_progress: 0, done: 1 });
  });

  it('answers zeros, not errors, for a range without data', async () => {
    const stats = await statsOf('/stats?from=2025-01-06&to=2025-01-19');
    expect(stats.appointments).toMatchObject({
      total: 0,
      noShowRate: null,
      cancellationRate: null,
    });
    expect(stats.appointments.perWeek.map((week: { weekStart: string }) => week.weekStart)).toEqual(
      ['2025-01-06', '2025-01-13'],
    );
    expect(stats.newPatientsPerMonth).toEqual([{ month: '2025-01', count: 0 }]);
    expect(stats.utilisation.openingMinutes).toBe(7200);
    expect(
      stats.utilisation.therapists.map((t: { bookedMinutes: number }) => t.bookedMinutes),
    ).toEqual([0, 0, 0]);
    expect(stats.revenue).toEqual({ byService: [], totals: [] });
    expect(stats.treatmentPlans).toEqual({ active: 0, measured: 0, averagePainChange: null });
    expect(stats.jobsByStatus).toEqual({ pending: 0, in_progress: 0, done: 0 });
  });

  it("another clinic's owner sees only their own clinic's figures", async () => {
    const other = await managingOwnerClinic(ctx);
    const patient = await addPatient(ctx.database.db, other.clinicId);
    await addAppointment(ctx.database.db, {
      clinicId: other.clinicId,
      therapistId: other.therapistId,
      patientId: patient.id,
      startsAt: new Date(local('2026-03-04', '09:00')),
      endsAt: new Date(local('2026-03-04', '10:00')),
      status: 'completed',
    });
    const stats = await statsOf(fortnight, other.cookie);
    expect(stats.appointments.total).toBe(1);
    expect(stats.utilisation.therapists).toEqual([
      expect.objectContaining({ therapistId: other.therapistId, bookedMinutes: 60 }),
    ]);
    expect(stats.jobsByStatus.pending).toBe(0);
    expect(stats.revenue).toEqual({ byService: [], totals: [] });
    expect((await statsOf()).appointments.total).toBe(12);
  });

  it('lists every active member who takes appointments, whatever their role, and no one else', async () => {
    const other = await schedulingClinic(ctx);
    const desk = await addMember(ctx.database.db, other.clinicId, 'assistant');
    const manager = await addMember(ctx.database.db, other.clinicId, 'admin');
    await ctx.database.db
      .update(memberships)
      .set({ takesAppointments: true })
      .where(eq(memberships.id, manager.membershipId));
    const listed = (await statsOf(fortnight, other.cookie)).utilisation.therapists.map(
      (therapist: { therapistId: string }) => therapist.therapistId,
    );
    expect(listed.sort()).toEqual([other.user.id, other.therapistId, manager.user.id].sort());
    expect(listed).not.toContain(desk.user.id);
  });

  it('is for owners and administrators: 401 signed out, 403 therapists and assistants', async () => {
    expect((await call(fortnight)).statusCode).toBe(401);
    for (const role of ['therapist', 'assistant'] as const) {
      const member = await signedInMember(ctx, role, clinic.clinicId);
      const response = await call(fortnight, member.cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).not.toHaveProperty('stats');
    }
    const admin = await signedInMember(ctx, 'admin', clinic.clinicId);
    expect((await statsOf(fortnight, admin.cookie)).appointments.total).toBe(12);
  });

  it.each([
    ['from=2026-03-02', 'to'],
    ['from=2026-13-01&to=2026-03-15', 'from'],
    ['from=2026-03-15&to=2026-03-14', 'to'],
    ['from=2024-03-01&to=2026-03-02', 'to'],
  ])('refuses %s with fields.%s', async (search, field) => {
    const response = await call(`/stats?${search}`, clinic.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });

  it('takes two whole years', async () => {
    expect((await call('/stats?from=2024-03-16&to=2026-03-15', clinic.cookie)).statusCode).toBe(
      200,
    );
  });
});
