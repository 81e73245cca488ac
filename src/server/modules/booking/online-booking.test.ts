import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { BOOKING_HOLD_MINUTES } from '../../../domain/online-booking.js';
import {
  appointments,
  onlineBookingRequests,
  memberships,
  onlineBookingSettings,
  patients,
  services,
} from '../../db/schema.js';
import { renderMail } from '../../integrations/mail/templates.js';
import { createTestApp } from '../../test/app.js';
import { queuedMail } from '../../test/fixtures.js';
import {
  bookableClinic,
  mailedBookingCode,
  mondayAfter,
} from '../../test/online-booking-fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';
import { FREE_TIMES_FRESH_MS } from './free-times-cache.js';
import { deleteLapsedBookingRequests } from './lapsed-requests.js';

/** A patient books a clinic's page: free times, a held time, the mailed code, the booking. */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.database.db;

let visitor = 0;
/** Each test's requests come from their own address, as visitors' do. */
const nextIp = () => `203.0.113.${(visitor += 1)}`;

function publicApi(slug: string, ip = nextIp()) {
  const base = `/api/v1/public/clinics/${slug}`;
  return {
    booking: () => ctx.app.inject({ method: 'GET', url: `${base}/booking`, remoteAddress: ip }),
    availability: (query: Record<string, string>) =>
      ctx.app.inject({
        method: 'GET',
        url: `${base}/availability?${new URLSearchParams(query)}`,
        remoteAddress: ip,
      }),
    hold: (body: object) =>
      ctx.app.inject({ method: 'POST', url: `${base}/bookings`, payload: body, remoteAddress: ip }),
    verify: (id: string, code: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${base}/bookings/${id}/verify`,
        payload: { code },
        remoteAddress: ip,
      }),
  };
}

async function clinicWithVisitor(rules: Parameters<typeof bookableClinic>[1] = {}) {
  const clinic = await bookableClinic(ctx, rules);
  const start = mondayAfter(ctx.clock.now(), 3, '10:00');
  const api = publicApi(clinic.slug);
  const [location] = (await api.booking()).json().locations as { id: string }[];
  // Each clinic's visitor has their own address: the limit per address holds across clinics.
  const email = `ana.petrovic.${clinic.slug}@example.com`;
  const details = (address = email) => ({
    serviceId: clinic.service.id,
    practitionerId: clinic.therapist.id,
    locationId: location!.id,
    start: start.toISOString(),
    firstName: 'Ana',
    lastName: 'Petrović',
    email: address,
    phone: '+381 64 555 0101',
    dateOfBirth: '1990-05-17',
  });
  return { ...clinic, api, start, email, locationId: location!.id, details };
}

const dayOf = (start: Date) => ({
  from: new Date(start.getTime() - 2 * 60 * 60 * 1000).toISOString(),
  to: new Date(start.getTime() + 10 * 60 * 60 * 1000).toISOString(),
});

describe('GET /public/clinics/{slug}/booking', () => {
  it('offers the clinic, its locations, services and practitioners, and no patient data', async () => {
    const { api, clinicId, service, therapist, owner } = await clinicWithVisitor();
    await addPatient(db, clinicId, { firstName: 'Zorana', lastName: 'Quillfeather' });
    const response = await api.booking();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.services).toEqual([
      {
        id: service.id,
        name: 'Follow-up treatment',
        durationMinutes: 45,
        priceCents: 6500,
        locationIds: [expect.any(String)],
        practitionerIds: expect.arrayContaining([therapist.id, owner.user.id]),
      },
    ]);
    expect(body.practitioners.map((p: { name: string }) => p.name)).toContain('Test User');
    expect(response.body).not.toMatch(/Quillfeather|Zorana|@example\.com/);
  });

  it('leaves out what is not offered online, and answers 404 when booking is off', async () => {
    const { api, clinicId, slug, therapist, service } = await clinicWithVisitor();
    await db
      .update(memberships)
      .set({ offeredOnline: false })
      .where(and(eq(memberships.clinicId, clinicId), eq(memberships.userId, therapist.id)));
    const offer = (await api.booking()).json();
    expect(offer.practitioners.map((p: { id: string }) => p.id)).not.toContain(therapist.id);
    expect(offer.services[0].practitionerIds).not.toContain(therapist.id);

    await db
      .update(services)
      .set({ offeredOnline: false })
      .where(and(eq(services.clinicId, clinicId), eq(services.id, service.id)));
    expect((await api.booking()).json().services).toEqual([]);

    await db
      .update(onlineBookingSettings)
      .set({ enabled: false })
      .where(eq(onlineBookingSettings.clinicId, clinicId));
    const closed = await publicApi(slug).booking();
    expect(closed.statusCode).toBe(404);
    expect(closed.json().msg).toBe('This clinic does not take online bookings.');
    expect((await publicApi('no-such-clinic').booking()).json()).toEqual(closed.json());
  });
});

describe('GET /public/clinics/{slug}/availability', () => {
  it('answers free times inside the minimum notice and the horizon only', async () => {
    const { api, service, therapist } = await clinicWithVisitor({
      minNoticeMinutes: 24 * 60,
      maxDaysAhead: 14,
    });
    const now = ctx.clock.now();
    const response = await api.availability({
      serviceId: service.id,
      practitionerId: therapist.id,
      from: now.toISOString(),
      to: new Date(now.getTime() + 31 * 24 * 60 * 60 * 1000).toISOString(),
    });
    expect(response.statusCode).toBe(200);
    const starts = (response.json().slots as { start: string }[]).map((slot) =>
      Date.parse(slot.start),
    );
    expect(starts.length).toBeGreaterThan(0);
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(now.getTime() + 24 * 60 * 60 * 1000);
    expect(Math.max(...starts)).toBeLessThan(now.getTime() + 14 * 24 * 60 * 60 * 1000);
    expect(Object.keys(response.json().slots[0]).sort()).toEqual([
      'end',
      'locationId',
      'practitionerId',
      'start',
    ]);
  });

  it('answers 404 for a service or practitioner the page does not offer', async () => {
    const { api, service, start } = await clinicWithVisitor();
    const other = await bookableClinic(ctx);
    const range = dayOf(start);
    expect((await api.availability({ serviceId: other.service.id, ...range })).statusCode).toBe(
      404,
    );
    const stranger = { serviceId: service.id, practitionerId: other.therapist.id, ...range };
    expect((await api.availability(stranger)).statusCode).toBe(404);
  });
});

describe('booking with a mailed code', () => {
  it('holds the time, mails a code, and books the patient with a confirmation when it comes back', async () => {
    const { api, start, details, service, therapist, clinicId, slug, email } =
      await clinicWithVisitor();
    const held = await api.hold(details());
    expect(held.statusCode).toBe(202);
    const booking = held.json().booking;
    expect(booking).toMatchObject({
      status: 'awaiting_verification',
      start: start.toISOString(),
      end: new Date(start.getTime() + 45 * 60 * 1000).toISOString(),
      serviceName: 'Follow-up treatment',
      practitionerName: 'Test User',
      expiresAt: new Date(
        ctx.clock.now().getTime() + BOOKING_HOLD_MINUTES * 60 * 1000,
      ).toISOString(),
    });
    const [mail] = await queuedMail(db, email, 'online-booking-code');
    expect(mail!.data.code).toMatch(/^\d{6}$/);
    expect(mail!.data.link).toContain(`/verify?booking=${booking.id}&code=${mail!.data.code}`);

    // Nobody else is offered the held time meanwhile.
    const query = { serviceId: service.id, practitionerId: therapist.id, ...dayOf(start) };
    const others = (await publicApi(slug).availability(query)).json();
    expect(others.slots.map((slot: { start: string }) => slot.start)).not.toContain(
      start.toISOString(),
    );
    // Nothing is booked before the code comes back.
    expect(await db.select().from(appointments).where(eq(appointments.clinicId, clinicId))).toEqual(
      [],
    );

    const wrong = await api.verify(booking.id, mail!.data.code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_CODE');

    const confirmed = await api.verify(booking.id, mail!.data.code);
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().booking).toMatchObject({
      id: booking.id,
      status: 'confirmed',
      expiresAt: null,
    });
    const [appointment] = await db
      .select()
      .from(appointments)
      .where(eq(appointments.clinicId, clinicId));
    expect(appointment).toMatchObject({
      therapistId: therapist.id,
      serviceId: service.id,
      priceCents: 6500,
      startsAt: start,
      status: 'scheduled',
      createdByUserId: null,
    });
    const [patient] = await db
      .select()
      .from(patients)
      .where(eq(patients.id, appointment!.patientId!));
    expect(patient).toMatchObject({
      firstName: 'Ana',
      lastName: 'Petrović',
      email,
      dateOfBirth: '1990-05-17',
      bookedOnline: true,
      needsReview: false,
      consentToContact: true,
    });
    const confirmations = await queuedMail(db, email, 'appointment-confirmation');
    expect(confirmations).toHaveLength(1);
    // The patient confirms or cancels from the mail, or moves it in the portal, not by phoning.
    const confirmation = renderMail(confirmations[0]!, 'https://motio.example');
    expect(confirmation.text).toMatch(
      /Cancel: https:\/\/motio\.example\/visits\/[\w-]{43}\?answer=cancel/,
    );
    expect(confirmation.text).toContain(`To move it, use https://motio.example/portal/${slug}.`);

    // The emailed link may be opened after the code was typed: the same booking, once.
    const again = await api.verify(booking.id, mail!.data.code);
    expect(again.statusCode).toBe(201);
    expect(
      await db.select().from(appointments).where(eq(appointments.clinicId, clinicId)),
    ).toHaveLength(1);
  });

  it('recognises a returning patient by email and date of birth, and flags a look-alike for review', async () => {
    const { api, details, clinicId, start } = await clinicWithVisitor();
    const known = await addPatient(db, clinicId, {
      firstName: 'Ana',
      lastName: 'Petrović',
      email: 'Ana.Petrovic@example.com',
      dateOfBirth: '1990-05-17',
    });
    const held = (await api.hold({ ...details(), email: 'ANA.petrovic@example.com' })).json()
      .booking;
    await api.verify(held.id, await mailedBookingCode(db, 'ana.petrovic@example.com'));
    const [first] = await db.select().from(appointments).where(eq(appointments.clinicId, clinicId));
    expect(first!.patientId).toBe(known.id);

    // Same name and birthday, another address: a new record, for staff to review.
    const later = new Date(start.getTime() + 2 * 60 * 60 * 1000).toISOString();
    const other = (await api.hold({ ...details('ana.p@example.com'), start: later })).json()
      .booking;
    await api.verify(other.id, await mailedBookingCode(db, 'ana.p@example.com'));
    const created = await db
      .select()
      .from(patients)
      .where(and(eq(patients.clinicId, clinicId), eq(patients.email, 'ana.p@example.com')));
    expect(created).toEqual([expect.objectContaining({ bookedOnline: true, needsReview: true })]);
  });

  it('books only known patients when new patients may not book online', async () => {
    const { api, details, clinicId, email } = await clinicWithVisitor({
      newPatientsAllowed: false,
    });
    const refused = await api.hold(details());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NEW_PATIENTS_NOT_ACCEPTED');
    await addPatient(db, clinicId, {
      email,
      dateOfBirth: '1990-05-17',
    });
    expect((await api.hold(details())).statusCode).toBe(202);
  });

  it('gives a time to one of two visitors asking at once, and offers the other the next free times', async () => {
    const { slug, details } = await clinicWithVisitor();
    const [first, second] = await Promise.all([
      publicApi(slug).hold(details('first@example.com')),
      publicApi(slug).hold(details('second@example.com')),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().code).toBe('SLOT_TAKEN');
    const next = loser.json().details.nextSlots as { start: string }[];
    expect(next.length).toBeGreaterThan(0);
    expect(next.map((slot) => slot.start)).not.toContain(details().start);
  });

  it('answers 409 with the next free times when staff booked the held time meanwhile, and books nothing', async () => {
    const { api, details, clinicId, therapist, start, owner, email } = await clinicWithVisitor();
    const held = (await api.hold(details())).json().booking;
    const staff = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/appointments',
      headers: { cookie: owner.cookie },
      payload: {
        therapistId: therapist.id,
        title: 'Team meeting',
        start: start.toISOString(),
        end: new Date(start.getTime() + 30 * 60 * 1000).toISOString(),
      },
    });
    expect(staff.statusCode).toBe(201);
    const lost = await api.verify(held.id, await mailedBookingCode(db, email));
    expect(lost.statusCode).toBe(409);
    expect(lost.json().code).toBe('SLOT_TAKEN');
    expect(lost.json().details.nextSlots.length).toBeGreaterThan(0);
    expect(await db.select().from(patients).where(eq(patients.clinicId, clinicId))).toEqual([]);
  });

  it('keeps a visitor’s earlier hold when the time they try next is taken', async () => {
    const { api, details, service, therapist, start, email } = await clinicWithVisitor();
    expect((await api.hold(details())).statusCode).toBe(202);
    const later = new Date(start.getTime() + 60 * 60 * 1000).toISOString();
    const other = `someone.else.${email}`;
    expect((await api.hold({ ...details(other), start: later })).statusCode).toBe(202);
    const refused = await api.hold({ ...details(), start: later });
    expect(refused.statusCode).toBe(409);
    ctx.clock.advance(FREE_TIMES_FRESH_MS + 1);
    const query = { serviceId: service.id, practitionerId: therapist.id, ...dayOf(start) };
    const free = (await api.availability(query)).json().slots as { start: string }[];
    expect(free.map((slot) => slot.start)).not.toContain(start.toISOString());
  });

  it('answers a question asked again within seconds from memory, and forgets it when a visitor holds a time', async () => {
    const { api, details, service, therapist, start, owner } = await clinicWithVisitor();
    const query = { serviceId: service.id, practitionerId: therapist.id, ...dayOf(start) };
    const freeStarts = async () =>
      ((await api.availability(query)).json().slots as { start: string }[]).map(
        (slot) => slot.start,
      );
    expect(await freeStarts()).toContain(start.toISOString());
    const staff = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/appointments',
      headers: { cookie: owner.cookie },
      payload: {
        therapistId: therapist.id,
        title: 'Team meeting',
        start: start.toISOString(),
        end: new Date(start.getTime() + 30 * 60 * 1000).toISOString(),
      },
    });
    expect(staff.statusCode).toBe(201);
    // Booked by staff a moment ago: the page shows the time for a few seconds more...
    expect(await freeStarts()).toContain(start.toISOString());
    ctx.clock.advance(FREE_TIMES_FRESH_MS + 1);
    // ...and not after them.
    expect(await freeStarts()).not.toContain(start.toISOString());

    const later = new Date(start.getTime() + 60 * 60 * 1000);
    expect(await freeStarts()).toContain(later.toISOString());
    expect((await api.hold({ ...details(), start: later.toISOString() })).statusCode).toBe(202);
    expect(await freeStarts()).not.toContain(later.toISOString());
  });

  it('releases a held time after its minutes, and gives up after five wrong codes', async () => {
    const { api, details, service, therapist, start, email } = await clinicWithVisitor();
    const held = (await api.hold(details())).json().booking;
    ctx.clock.advance((BOOKING_HOLD_MINUTES + 1) * 60 * 1000);
    const code = await mailedBookingCode(db, email);
    const late = await api.verify(held.id, code);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('BOOKING_EXPIRED');
    const query = { serviceId: service.id, practitionerId: therapist.id, ...dayOf(start) };
    const free = (await api.availability(query)).json().slots as { start: string }[];
    expect(free.map((slot) => slot.start)).toContain(start.toISOString());

    const again = (await api.hold(details())).json().booking;
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push((await api.verify(again.id, wrong)).json().code);
    expect(answers).toEqual([
      'WRONG_CODE',
      'WRONG_CODE',
      'WRONG_CODE',
      'WRONG_CODE',
      'BOOKING_EXPIRED',
    ]);
    const right = await api.verify(again.id, await mailedBookingCode(db, email));
    expect(right.statusCode).toBe(410);
  });

  it("forgets a visitor's details a day after their hold lapsed, and keeps booked ones", async () => {
    const { api, details, email, clinicId } = await clinicWithVisitor();
    const lapsed = (await api.hold(details())).json().booking;
    const later = new Date(Date.parse(details().start) + 2 * 60 * 60 * 1000).toISOString();
    const booked = (await api.hold({ ...details(), start: later })).json().booking;
    await api.verify(booked.id, await mailedBookingCode(db, email));
    const requestsOfClinic = async () =>
      (
        await db
          .select({ id: onlineBookingRequests.id })
          .from(onlineBookingRequests)
          .where(eq(onlineBookingRequests.clinicId, clinicId))
      ).map((row) => row.id);
    expect((await requestsOfClinic()).sort()).toEqual([lapsed.id, booked.id].sort());

    ctx.clock.advance((BOOKING_HOLD_MINUTES + 23 * 60) * 60 * 1000);
    await deleteLapsedBookingRequests(db, ctx.clock);
    expect(await requestsOfClinic()).toContain(lapsed.id);
    ctx.clock.advance(2 * 60 * 60 * 1000);
    await deleteLapsedBookingRequests(db, ctx.clock);
    expect(await requestsOfClinic()).toEqual([booked.id]);
  });

  it('refuses a filled-in hidden field, and a fourth upcoming visit booked by one address', async () => {
    const { api, details, start, email } = await clinicWithVisitor();
    const bot = await api.hold({ ...details(), website: 'http://spam.example' });
    expect(bot.statusCode).toBe(400);
    expect(bot.json().code).toBe('BOOKING_REFUSED');

    const at = (hours: number) => new Date(start.getTime() + hours * 60 * 60 * 1000).toISOString();
    for (const hours of [0, 1, 2]) {
      const held = (await api.hold({ ...details(), start: at(hours) })).json().booking;
      const code = await mailedBookingCode(db, email, held.id);
      expect((await api.verify(held.id, code)).statusCode).toBe(201);
    }
    const fourth = await api.hold({ ...details(), start: at(3) });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().code).toBe('TOO_MANY_BOOKINGS');
  });

  it('limits the codes mailed to one address in an hour, whatever address asks', async () => {
    const { details, slug, email } = await clinicWithVisitor();
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      answers.push((await publicApi(slug).hold(details())).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    expect(await queuedMail(db, email, 'online-booking-code')).toHaveLength(5);
  });

  it('lets a visitor who went back ask for the time they held again', async () => {
    const { api, details } = await clinicWithVisitor();
    expect((await api.hold(details())).statusCode).toBe(202);
    const again = await api.hold({ ...details(), phone: '+381 64 555 0199' });
    expect(again.statusCode).toBe(202);
  });

  it('answers 409 with the next free times for a time that is not free', async () => {
    const { api, details, start } = await clinicWithVisitor();
    const sunday = new Date(start.getTime() - 24 * 60 * 60 * 1000).toISOString();
    const closed = await api.hold({ ...details(), start: sunday });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().details.nextSlots[0].start).toBe(
      mondayAfter(new Date(sunday), 0, '08:00').toISOString(),
    );
  });
});
