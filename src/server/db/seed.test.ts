import { and, eq, isNotNull } from 'drizzle-orm';
import { wallClockOf, wallDate } from '../../domain/clinic-time.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { sessionCookieFor } from '../test/fixtures.js';
import type { Job } from '../../domain/jobs.js';
import type { Message, Reply } from '../../domain/messages.js';
import type { Offer, Wish } from '../../domain/waitlist.js';
import { DEMO_CLINIC } from './demo-accounts.js';
import {
  appointments,
  clinics,
  invoices,
  memberships,
  patientPackages,
  payments,
  rooms,
  users,
  visitNotes,
} from './schema.js';
import { invoiceBalance } from '../../domain/invoice-math.js';
import { seedDemoClinic } from './seed.js';

describe('demo clinic (README "Two commands"; Plan & Billing to look at)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoClinic(ctx.database.db, ctx.clock.now());
  });
  afterAll(() => ctx.close());

  /** The demo owner, signed in. */
  async function signedInOwner() {
    const [owner] = await ctx.database.db
      .select({ userId: users.id, clinicId: memberships.clinicId })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(eq(users.email, 'owner@demo-physio.example'));
    return { ...owner!, cookie: await sessionCookieFor(ctx, owner!.userId, owner!.clinicId) };
  }

  it('pays for Team monthly with the local test card and is in its 14-day trial', async () => {
    const db = ctx.database.db;
    const { cookie, clinicId } = await signedInOwner();
    const overview = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/billing/subscription',
      headers: { cookie },
    });
    expect(overview.json()).toMatchObject({
      plan: { id: 'team', name: 'Team' },
      subscription: {
        provider: 'local',
        priceId: 'local_team_monthly',
        status: 'trialing',
        trialEndsAt: new Date(ctx.clock.now().getTime() + 14 * 86_400_000).toISOString(),
        cancelAtPeriodEnd: false,
      },
      usage: { users: 6 },
      hasAccess: true,
    });
    const payments = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/billing/transactions',
      headers: { cookie },
    });
    expect(payments.json().items).toEqual([
      expect.objectContaining({ kind: 'checkout', amount: 0, cardLast4: '4242' }),
    ]);
    const [clinic] = await db.select().from(clinics).where(eq(clinics.id, clinicId));
    expect(clinic!.planId).toBe(DEMO_CLINIC.planId);
  });

  it("has signed notes for the visits of earlier days and leaves today's to finish, one as a draft", async () => {
    const visits = await ctx.database.db
      .select({
        startsAt: appointments.startsAt,
        therapistId: appointments.therapistId,
        note: visitNotes.status,
      })
      .from(appointments)
      .leftJoin(visitNotes, eq(visitNotes.appointmentId, appointments.id))
      .where(and(eq(appointments.status, 'completed'), isNotNull(appointments.patientId)));
    const day = (instant: Date) => wallDate(wallClockOf(instant, DEMO_CLINIC.timeZone));
    const today = day(ctx.clock.now());
    const earlier = visits.filter((visit) => day(visit.startsAt) < today);
    expect(earlier.length).toBeGreaterThan(0);
    expect(earlier.every((visit) => visit.note === 'signed')).toBe(true);
    const todays = visits.filter((visit) => day(visit.startsAt) === today);
    expect(todays.some((visit) => visit.note === 'signed')).toBe(false);
    const drafts = todays.filter((visit) => visit.note === 'draft');
    expect(new Set(drafts.map((visit) => visit.therapistId)).size).toBe(drafts.length);
  });

  it('has two locations in Novi Sad, Centar and Liman, with the rooms split between them', async () => {
    const { cookie, clinicId } = await signedInOwner();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/locations',
      headers: { cookie },
    });
    const demoLocations = response.json().locations as Array<{
      id: string;
      name: string;
      address: string;
      active: boolean;
    }>;
    expect(demoLocations.map(({ name, active }) => ({ name, active }))).toEqual([
      { name: 'Centar', active: true },
      { name: 'Liman', active: true },
    ]);
    for (const location of demoLocations) expect(location.address).toContain('Novi Sad');
    const roomsAt = await ctx.database.db
      .select({ name: rooms.name, locationId: rooms.locationId })
      .from(rooms)
      .where(eq(rooms.clinicId, clinicId))
      .orderBy(rooms.name);
    const [centar, liman] = demoLocations.map((location) => location.id);
    expect(roomsAt).toEqual([
      { name: 'Gym', locationId: centar },
      { name: 'Treatment room 1', locationId: centar },
      { name: 'Treatment room 2', locationId: liman },
    ]);
  });

  it('has settings, rooms and services to book with', async () => {
    const { cookie } = await signedInOwner();
    const get = async (url: string) =>
      (await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).json();
    const { settings } = await get('/api/v1/clinic/settings');
    expect(settings).toMatchObject({
      timeZone: 'Europe/Belgrade',
      openingHours: [
        null,
        ...Array(5).fill({ open: '08:00', close: '20:00' }),
        { open: '09:00', close: '14:00' },
      ],
      remindersEnabled: true,
      reminderHoursBefore: 24,
      currency: 'EUR',
      locale: 'en-IE',
    });
    expect(settings.address).toContain('Novi Sad');
    expect(settings.rooms.map((room: { name: string }) => room.name)).toEqual([
      'Gym',
      'Treatment room 1',
      'Treatment room 2',
    ]);
    const { services } = await get('/api/v1/services?active=true');
    expect(services).toHaveLength(5);
    expect(services[0]).toMatchObject({
      name: 'Discharge review',
      durationMinutes: 30,
      priceMinor: 5000,
      currency: 'EUR',
      noteTemplate: 'discharge',
    });
  });

  it('keeps time after an initial assessment and offers sports massage only in Centar, by two therapists', async () => {
    const { cookie } = await signedInOwner();
    const get = async (url: string) =>
      (await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).json();
    const { services } = await get('/api/v1/services');
    const named = (name: string) =>
      services.find((service: { name: string }) => service.name === name);
    expect(named('Initial assessment')).toMatchObject({
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 10,
      locationIds: [],
      practitionerIds: [],
    });
    const { locations } = await get('/api/v1/locations');
    const centar = locations.find((location: { name: string }) => location.name === 'Centar');
    const { members } = await get('/api/v1/team/members');
    const sportsTherapists = members
      .filter((member: { email: string }) => /therapist[12]@/.test(member.email))
      .map((member: { userId: string }) => member.userId)
      .sort();
    const massage = named('Sports massage');
    expect(massage).toMatchObject({ bufferBeforeMinutes: 5, locationIds: [centar.id] });
    expect([...massage.practitionerIds].sort()).toEqual(sportsTherapists);
    expect(sportsTherapists).toHaveLength(2);
  });

  it('has jobs to work on: overdue, done, for different members, one about a patient', async () => {
    const { cookie } = await signedInOwner();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/jobs',
      headers: { cookie },
    });
    const { jobs } = response.json() as { jobs: Job[] };
    expect(jobs.length).toBeGreaterThanOrEqual(5);
    expect(jobs.filter((job) => job.overdue).length).toBeGreaterThanOrEqual(2);
    expect(jobs.filter((job) => job.status === 'done')).not.toHaveLength(0);
    expect(new Set(jobs.map((job) => job.assigneeId).filter(Boolean)).size).toBeGreaterThanOrEqual(
      4,
    );
    expect(jobs.filter((job) => job.patientName)).toHaveLength(1);
  });
  it('has months of invoices: paid, outstanding, numbered without gaps, one credit note', async () => {
    const db = ctx.database.db;
    const rows = await db.select().from(invoices);
    const issued = rows.filter((row) => row.number !== null);
    const sequences = issued.map((row) => row.numberSequence!).sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    const oldest = Math.min(...issued.map((row) => row.issuedAt!.getTime()));
    expect(ctx.clock.now().getTime() - oldest).toBeGreaterThan(90 * 86_400_000);
    expect(rows.filter((row) => row.kind === 'credit_note')).toHaveLength(1);
    expect(rows.some((row) => row.status === 'draft')).toBe(true);
    expect(rows.some((row) => row.status === 'paid')).toBe(true);
    expect(rows.some((row) => row.status === 'partly_paid')).toBe(true);
    expect(rows.some((row) => row.payerKind === 'insurer')).toBe(true);
    const open = rows.filter((row) => row.kind === 'invoice' && row.balanceCents > 0);
    expect(open.length).toBeGreaterThan(3);
    const ageInDays = (row: (typeof open)[number]) =>
      (ctx.clock.now().getTime() - row.issuedAt!.getTime()) / 86_400_000;
    // Outstanding money in the oldest ageing bucket as well as in the recent ones.
    expect(open.some((row) => ageInDays(row) > 90)).toBe(true);
    expect(open.some((row) => ageInDays(row) <= 30)).toBe(true);
    for (const row of rows.filter((r) => r.kind === 'invoice' && r.status !== 'draft')) {
      expect(row.balanceCents).toBe(invoiceBalance(row));
      // Owed invoices were mailed when issued, so the portal offers "Pay now" for them.
      expect(row.payToken !== null).toBe(row.balanceCents > 0);
    }
    const received = await db.select().from(payments);
    expect(received.length).toBeGreaterThan(30);
  });

  it('sells a 10-session package, one of which a patient holds with 3 sessions used and paid', async () => {
    const { cookie } = await signedInOwner();
    const get = async (url: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } })).json();
    expect((await get('/packages')).packages).toEqual([
      expect.objectContaining({
        name: '10 × Follow-up treatment',
        serviceName: 'Follow-up treatment',
        sessions: 10,
        priceCents: 55_000,
        validDays: 180,
        active: true,
        soldCount: 1,
      }),
    ]);
    const [sold] = await ctx.database.db.select().from(patientPackages);
    const held = (await get(`/patients/${sold!.patientId}/packages`)).packages;
    expect(held).toEqual([
      expect.objectContaining({ sessionsTotal: 10, sessionsUsed: 3, remaining: 7, expired: false }),
    ]);
    const invoice = (await get(`/invoices/${sold!.invoiceId}`)).invoice;
    expect(invoice).toMatchObject({ status: 'paid', currency: 'EUR', balanceCents: 0 });
    expect(invoice.number).toMatch(/^\d{4}-\d{6}$/);
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        description: '10 × Follow-up treatment (10 × Follow-up treatment)',
        unitPriceCents: 55_000,
      }),
    ]);
  });

  it('has patients on the waitlist and a freed time one of them took first', async () => {
    const { cookie } = await signedInOwner();
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
    const wishes = (await get('/waitlist?status=waiting')).json().wishes as Wish[];
    expect(wishes.length).toBeGreaterThanOrEqual(4);
    expect(new Set(wishes.map((wish) => wish.serviceId)).size).toBeGreaterThan(1);
    expect(wishes.some((wish) => wish.practitionerId === null)).toBe(true);
    expect(wishes.some((wish) => wish.practitionerId !== null)).toBe(true);
    const [offer] = (await get('/waitlist/offers')).json().offers as Offer[];
    expect(offer).toMatchObject({ status: 'taken', appointmentId: expect.any(String) });
    expect(offer!.recipients.map((recipient) => recipient.outcome).sort()).toEqual([
      'accepted',
      'taken_by_other',
    ]);
  });

  it('texts its patients: messages in every status, a fallback mail, and a reply waiting for the desk', async () => {
    const { cookie } = await signedInOwner();
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
    const log = (await get('/messages')).json() as { messages: Message[]; total: number };
    expect(log.total).toBeGreaterThan(20);
    const all = (await get(`/messages?page=1`)).json().messages as Message[];
    const statuses = new Set<string>();
    for (let page = 1; page <= Math.ceil(log.total / 50); page += 1)
      for (const message of (await get(`/messages?page=${page}`)).json().messages as Message[])
        statuses.add(message.status);
    expect([...statuses].sort()).toEqual([
      'bounced',
      'delivered',
      'failed',
      'queued',
      'sent',
      'undelivered',
    ]);
    const undelivered = (await get('/messages?status=undelivered')).json().messages as Message[];
    expect(undelivered[0]!.fallbackMessageId).toEqual(expect.any(String));
    expect(all.some((message) => message.channel === 'sms' && message.body)).toBe(true);
    const replies = (await get('/messages/replies')).json().replies as Reply[];
    expect(replies.map((reply) => reply.action)).toEqual(['triage']);
    const everything = (await get('/messages/replies?state=all')).json().replies as Reply[];
    expect(everything.map((reply) => reply.action).sort()).toEqual([
      'confirmed',
      'opted_out',
      'triage',
    ]);
  });
});
