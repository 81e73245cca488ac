import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Message } from '../../../domain/messages.js';
import { OFFER_HOURS, type Offer, type PublicOffer } from '../../../domain/waitlist.js';
import {
  appointments,
  onlineBookingSettings,
  waitlistOfferRecipients,
  waitlistOffers,
  waitlistWishes,
} from '../../db/schema.js';
import { createTestApp } from '../../test/app.js';
import { queuedMail } from '../../test/fixtures.js';
import { offerTokenOf, portalCookie, waitlistClinic } from '../../test/waitlist-fixtures.js';
import { lapseWaitlist } from './lapse.js';

/** Freed time becomes an offer to matching wishes; the first to accept gets the visit. */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.database.db;
const HOUR = 60 * 60 * 1000;

let caller = 0;
const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: `203.0.113.${(caller = (caller % 250) + 1)}`,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });

type Clinic = Awaited<ReturnType<typeof waitlistClinic>>;

/** A patient's wish, added at the desk: Mondays 08:00–20:00 for the clinic's 45-minute service. */
async function waiting(clinic: Clinic, name: string, wish: object = {}) {
  const patient = await clinic.waitingPatient(name);
  const response = await send('POST', '/waitlist', clinic.owner.cookie, {
    patientId: patient.id,
    serviceId: clinic.service.id,
    weekdays: [1],
    from: '08:00',
    to: '20:00',
    until: '2099-12-31',
    ...wish,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...patient, wishId: response.json().wish.id as string };
}

const offersMailed = async (patient: { email: string }) =>
  queuedMail(db, patient.email, 'waitlist-offer');
const linkOf = async (patient: { email: string }) =>
  offerTokenOf((await offersMailed(patient)).at(-1)!.data.link);

const cancel = (clinic: Clinic) =>
  send('POST', `/appointments/${clinic.visit.id}/status`, clinic.owner.cookie, {
    status: 'cancelled',
    reason: 'Patient is ill',
  });

/** A clinic with two wishes the visit's time matches, the visit cancelled: one offer. */
async function offeredTwice() {
  const clinic = await waitlistClinic(ctx);
  const first = await waiting(clinic, 'Ana');
  const second = await waiting(clinic, 'Bojan', { practitionerId: clinic.therapist.id });
  expect((await cancel(clinic)).statusCode).toBe(200);
  return {
    clinic,
    first,
    second,
    firstToken: await linkOf(first),
    secondToken: await linkOf(second),
  };
}

describe('a cancelled or moved visit', () => {
  it('is offered to every wish it matches, and to no other', async () => {
    const clinic = await waitlistClinic(ctx);
    const anyone = await waiting(clinic, 'Ana');
    const theirTherapist = await waiting(clinic, 'Bojan', {
      practitionerId: clinic.therapist.id,
      locationId: clinic.locationId,
    });
    const shorter = await waiting(clinic, 'Cvijeta', {
      serviceId: clinic.short.id,
      from: '10:00',
      to: '10:30',
    });
    const tuesdays = await waiting(clinic, 'Dara', { weekdays: [2] });
    const afternoons = await waiting(clinic, 'Ema', { from: '14:00', to: '18:00' });
    const endsTooEarly = await waiting(clinic, 'Filip', { from: '10:00', to: '10:30' });
    const otherTherapist = await waiting(clinic, 'Goran', {
      practitionerId: clinic.otherTherapist.id,
    });
    const otherLocation = await waiting(clinic, 'Hana', { locationId: clinic.otherLocationId });
    const untilBefore = await waiting(clinic, 'Ivan', {
      until: new Date(clinic.start.getTime() - 24 * HOUR).toISOString().slice(0, 10),
    });
    const tooLong = await waiting(clinic, 'Jana', { serviceId: clinic.long.id });
    const samePatient = await send('POST', '/waitlist', clinic.owner.cookie, {
      patientId: clinic.visitPatient.id,
      serviceId: clinic.service.id,
      weekdays: [1],
      from: '08:00',
      to: '20:00',
      until: '2099-12-31',
    });
    expect(samePatient.statusCode).toBe(201);

    expect((await cancel(clinic)).statusCode).toBe(200);

    for (const patient of [anyone, theirTherapist, shorter]) {
      const [mail] = await offersMailed(patient);
      expect(mail?.data).toMatchObject({
        firstName: patient.firstName,
        practitionerName: expect.stringContaining(clinic.therapist.name),
        link: expect.stringMatching(/\/waitlist\/offers\/[\w-]{43}$/),
      });
    }
    for (const patient of [
      tuesdays,
      afternoons,
      endsTooEarly,
      otherTherapist,
      otherLocation,
      untilBefore,
      tooLong,
      clinic.visitPatient,
    ])
      expect(await offersMailed(patient), patient.firstName).toEqual([]);

    const offers = await send('GET', '/waitlist/offers', clinic.owner.cookie);
    const [offer] = offers.json().offers as Offer[];
    expect(offer).toMatchObject({
      start: clinic.start.toISOString(),
      practitionerId: clinic.therapist.id,
      locationId: clinic.locationId,
      status: 'open',
      expiresAt: new Date(ctx.clock.now().getTime() + OFFER_HOURS * HOUR).toISOString(),
    });
    expect(offer!.recipients.map((r) => r.patientName).sort()).toEqual([
      'Ana Waiting',
      'Bojan Waiting',
      'Cvijeta Waiting',
    ]);
    expect(offer!.recipients.every((r) => r.outcome === 'offered')).toBe(true);
  });

  it('moved to another time is offered as well, its new time is not', async () => {
    const clinic = await waitlistClinic(ctx);
    const patient = await waiting(clinic, 'Ana');
    const moved = await send('PATCH', `/appointments/${clinic.visit.id}`, clinic.owner.cookie, {
      start: new Date(clinic.start.getTime() + 24 * HOUR).toISOString(),
      confirmOutsideOpeningHours: true,
      confirmOutsideWorkingHours: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [mail] = await offersMailed(patient);
    expect(mail).toBeDefined();
    const offer = await send('GET', `/public/waitlist-offers/${offerTokenOf(mail!.data.link)}`);
    expect(offer.json().offer).toMatchObject({ start: clinic.start.toISOString(), status: 'open' });
  });

  it('cancelled in the portal is offered', async () => {
    const clinic = await waitlistClinic(ctx);
    const patient = await waiting(clinic, 'Ana');
    const cookie = await portalCookie(ctx, clinic.clinicId, clinic.visitPatient.id);
    const cancelled = await send('POST', `/portal/appointments/${clinic.visit.id}/cancel`, cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await offersMailed(patient)).toHaveLength(1);
  });

  it('moved in the portal is offered', async () => {
    const clinic = await waitlistClinic(ctx);
    const patient = await waiting(clinic, 'Ana');
    const cookie = await portalCookie(ctx, clinic.clinicId, clinic.visitPatient.id);
    const moved = await send('POST', `/portal/appointments/${clinic.visit.id}/reschedule`, cookie, {
      start: new Date(clinic.start.getTime() + 3 * HOUR).toISOString(),
      practitionerId: clinic.therapist.id,
      locationId: clinic.locationId,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [mail] = await offersMailed(patient);
    expect(mail?.data.when).toContain('10:00');
  });

  it('cancelled in a change that rolls back is offered to no one', async () => {
    const clinic = await waitlistClinic(ctx);
    const patient = await waiting(clinic, 'Ana');
    // Refuses the commit of this visit's cancellation, after everything inside it has run.
    await db.execute(sql`
      CREATE FUNCTION refuse_commit_of_cancel() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.id = ${sql.raw(`'${clinic.visit.id}'`)} AND NEW.status = 'cancelled' THEN
          RAISE EXCEPTION 'the database refused the commit';
        END IF;
        RETURN NULL;
      END $$`);
    await db.execute(sql`
      CREATE CONSTRAINT TRIGGER refuse_commit_of_cancel AFTER UPDATE ON appointments
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_commit_of_cancel()`);
    try {
      expect((await cancel(clinic)).statusCode).toBe(500);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_commit_of_cancel ON appointments`);
      await db.execute(sql`DROP FUNCTION refuse_commit_of_cancel()`);
    }

    expect(
      await db.select().from(waitlistOffers).where(eq(waitlistOffers.clinicId, clinic.clinicId)),
    ).toEqual([]);
    expect(await offersMailed(patient)).toEqual([]);
    const [visit] = await db
      .select({ status: appointments.status })
      .from(appointments)
      .where(and(eq(appointments.clinicId, clinic.clinicId), eq(appointments.id, clinic.visit.id)));
    expect(visit!.status).toBe('scheduled');

    // The same cancellation committed offers the time.
    expect((await cancel(clinic)).statusCode).toBe(200);
    expect(await offersMailed(patient)).toHaveLength(1);
  });

  it("inside the clinic's minimum notice is not offered", async () => {
    const clinic = await waitlistClinic(ctx);
    const patient = await waiting(clinic, 'Ana');
    const minutesToVisit = (clinic.start.getTime() - ctx.clock.now().getTime()) / 60_000;
    await db
      .update(onlineBookingSettings)
      .set({ minNoticeMinutes: Math.ceil(minutesToVisit) + 60 })
      .where(eq(onlineBookingSettings.clinicId, clinic.clinicId));
    expect((await cancel(clinic)).statusCode).toBe(200);
    expect(await offersMailed(patient)).toEqual([]);
  });
});

describe('accepting an offer', () => {
  it('books the first to accept, and tells the others it was taken', async () => {
    const { clinic, first, second, firstToken, secondToken } = await offeredTwice();
    const shown = await send('GET', `/public/waitlist-offers/${firstToken}`);
    expect(shown.json().offer).toMatchObject({
      serviceName: 'Follow-up treatment',
      status: 'open',
      appointmentId: null,
    } satisfies Partial<PublicOffer>);
    expect(shown.body).not.toContain('Bojan');

    const accepted = await send('POST', `/public/waitlist-offers/${firstToken}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const offer = accepted.json().offer as PublicOffer;
    expect(offer.status).toBe('accepted');
    const [visit] = await db
      .select()
      .from(appointments)
      .where(
        and(eq(appointments.clinicId, clinic.clinicId), eq(appointments.id, offer.appointmentId!)),
      );
    expect(visit).toMatchObject({
      patientId: first.id,
      therapistId: clinic.therapist.id,
      serviceId: clinic.service.id,
      startsAt: clinic.start,
      status: 'scheduled',
    });
    expect(await queuedMail(db, first.email, 'appointment-confirmation')).toHaveLength(1);

    const late = await send('POST', `/public/waitlist-offers/${secondToken}/accept`);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('OFFER_TAKEN');
    expect(await queuedMail(db, second.email, 'waitlist-offer-taken')).toHaveLength(1);
    expect((await send('GET', `/public/waitlist-offers/${secondToken}`)).json().offer.status).toBe(
      'taken',
    );

    const [wish] = await db
      .select()
      .from(waitlistWishes)
      .where(
        and(eq(waitlistWishes.clinicId, clinic.clinicId), eq(waitlistWishes.id, first.wishId)),
      );
    expect(wish).toMatchObject({ status: 'booked', appointmentId: offer.appointmentId });
    const offers = (await send('GET', '/waitlist/offers', clinic.owner.cookie)).json().offers;
    expect(offers[0]).toMatchObject({ status: 'taken', appointmentId: offer.appointmentId });
    expect(
      Object.fromEntries(
        offers[0].recipients.map((r: Offer['recipients'][number]) => [r.patientName, r.outcome]),
      ),
    ).toEqual({ 'Ana Waiting': 'accepted', 'Bojan Waiting': 'taken_by_other' });

    // Each patient's messages name the offer, and for Bojan that the time was taken.
    const messagesOf = async (patientId: string) =>
      (await send('GET', `/patients/${patientId}/messages`, clinic.owner.cookie))
        .json()
        .messages.map((m: Message) => [m.kind, m.channel])
        .sort();
    expect(await messagesOf(second.id)).toEqual([
      ['waitlist_offer', 'email'],
      ['waitlist_offer', 'email'],
    ]);
    expect(await messagesOf(first.id)).toEqual([
      ['confirmation', 'email'],
      ['waitlist_offer', 'email'],
    ]);
  });

  it('gives the time to exactly one of two accepting at once', async () => {
    const { clinic, firstToken, secondToken } = await offeredTwice();
    const answers = await Promise.all([
      send('POST', `/public/waitlist-offers/${firstToken}/accept`),
      send('POST', `/public/waitlist-offers/${secondToken}/accept`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const booked = await db
      .select()
      .from(appointments)
      .where(and(eq(appointments.clinicId, clinic.clinicId), eq(appointments.status, 'scheduled')));
    expect(booked).toHaveLength(1);
  });

  it('answers 410 once the offer has lapsed', async () => {
    const { firstToken } = await offeredTwice();
    ctx.clock.advance(OFFER_HOURS * HOUR + 1000);
    const response = await send('POST', `/public/waitlist-offers/${firstToken}/accept`);
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('OFFER_EXPIRED');
  });

  it('answers 409 when the clinic booked the time meanwhile', async () => {
    const { clinic, firstToken } = await offeredTwice();
    const booked = await send('POST', '/appointments', clinic.owner.cookie, {
      patientId: clinic.visitPatient.id,
      therapistId: clinic.therapist.id,
      start: clinic.start.toISOString(),
      end: new Date(clinic.start.getTime() + 45 * 60 * 1000).toISOString(),
      confirmOutsideOpeningHours: true,
      confirmOutsideWorkingHours: true,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const response = await send('POST', `/public/waitlist-offers/${firstToken}/accept`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('OFFER_TAKEN');
  });

  it('answers 404 for a link that names no offer', async () => {
    const response = await send('GET', `/public/waitlist-offers/${'x'.repeat(43)}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('the lapse sweep', () => {
  it('lapses offers past their expiry with their unanswered recipients, and wishes past their last day', async () => {
    const { clinic, first } = await offeredTwice();
    const [short] = await db
      .update(waitlistWishes)
      .set({ until: '2020-01-01' })
      .where(and(eq(waitlistWishes.clinicId, clinic.clinicId), eq(waitlistWishes.id, first.wishId)))
      .returning();
    expect(short).toBeDefined();
    ctx.clock.advance(OFFER_HOURS * HOUR + 1000);
    await lapseWaitlist(db, ctx.clock);
    const offers = await db
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.clinicId, clinic.clinicId));
    expect(offers.map((offer) => offer.status)).toEqual(['lapsed']);
    const recipients = await db
      .select()
      .from(waitlistOfferRecipients)
      .where(eq(waitlistOfferRecipients.clinicId, clinic.clinicId));
    expect(recipients.map((recipient) => recipient.outcome)).toEqual(['lapsed', 'lapsed']);
    const wishes = await db
      .select({ id: waitlistWishes.id, status: waitlistWishes.status })
      .from(waitlistWishes)
      .where(eq(waitlistWishes.clinicId, clinic.clinicId));
    expect(Object.fromEntries(wishes.map((wish) => [wish.id, wish.status]))).toMatchObject({
      [first.wishId]: 'lapsed',
    });
    expect(wishes.filter((wish) => wish.status === 'waiting')).toHaveLength(1);
  });
});
