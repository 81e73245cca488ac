import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PORTAL_IDLE_MINUTES, PORTAL_LINK_SENT_MESSAGE } from '../../../domain/portal.js';
import { appointments, attachments, patients } from '../../db/schema.js';
import { renderMail } from '../../integrations/mail/templates.js';
import { queueAppointmentConfirmation } from '../appointment-mail/service.js';
import { operationsOf, urlOf } from '../../security/operations.js';
import { createTestApp } from '../../test/app.js';
import { addAttachment } from '../../test/clinical-record-fixtures.js';
import { tinyPdf } from '../../test/documents.js';
import { parseCalendar } from '../../test/icalendar.js';
import { queuedMail, tokenOf } from '../../test/fixtures.js';
import { bookableClinic, mondayAfter } from '../../test/online-booking-fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';

/** The patient portal: a mailed link, the patient's own visits, and changes inside the window. */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.database.db;
const HOUR = 60 * 60 * 1000;

let visitor = 0;
const nextIp = () => `198.51.100.${(visitor += 1)}`;
const send = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: nextIp(),
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });

async function visitAt(
  clinicId: string,
  patientId: string,
  therapistId: string,
  start: Date,
  locationId: string | null = null,
) {
  const [row] = await db
    .insert(appointments)
    .values({
      clinicId,
      patientId,
      therapistId,
      locationId,
      startsAt: start,
      endsAt: new Date(start.getTime() + 45 * 60 * 1000),
    })
    .returning({ id: appointments.id });
  return row!.id;
}

/** A patient of a bookable clinic, signed in to its portal, with one visit next week. */
async function signedInPatient(email = `mila.${visitor + 1}@example.com`) {
  const clinic = await bookableClinic(ctx, { changeWindowHours: 24 });
  const patient = await addPatient(db, clinic.clinicId, {
    email,
    firstName: 'Mila',
    consentToContact: true,
  });
  const start = mondayAfter(ctx.clock.now(), 3, '10:00');
  const offer = await send('GET', `/public/clinics/${clinic.slug}/booking`);
  const locationId = offer.json().locations[0].id as string;
  const visitId = await visitAt(
    clinic.clinicId,
    patient.id,
    clinic.therapist.id,
    start,
    locationId,
  );
  await db
    .update(appointments)
    .set({ serviceId: clinic.service.id })
    .where(and(eq(appointments.clinicId, clinic.clinicId), eq(appointments.id, visitId)));
  expect(
    (await send('POST', `/public/clinics/${clinic.slug}/portal/sign-in`, undefined, { email }))
      .statusCode,
  ).toBe(202);
  const [mail] = await queuedMail(db, email, 'portal-sign-in');
  const session = await send('POST', '/portal/sessions', undefined, {
    token: tokenOf(mail!.data.link),
  });
  expect(session.statusCode).toBe(200);
  const setCookie = String(session.headers['set-cookie']);
  return {
    ...clinic,
    patient,
    start,
    visitId,
    locationId,
    setCookie,
    cookie: setCookie.split(';')[0]!,
    email,
  };
}

describe('signing in to the portal', () => {
  it('mails a one-time link to a known address, and answers an unknown one the same', async () => {
    const { slug, setCookie, email } = await signedInPatient();
    expect(setCookie).toMatch(/^motio_portal=[\w-]+;/);
    expect(setCookie).toContain('Path=/api/v1/portal');
    expect(setCookie).toContain('HttpOnly');

    const unknown = await send('POST', `/public/clinics/${slug}/portal/sign-in`, undefined, {
      email: 'nobody@example.com',
    });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ msg: PORTAL_LINK_SENT_MESSAGE });
    expect(await queuedMail(db, 'nobody@example.com')).toEqual([]);

    const [mail] = await queuedMail(db, email, 'portal-sign-in');
    const again = await send('POST', '/portal/sessions', undefined, {
      token: tokenOf(mail!.data.link),
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('LINK_EXPIRED');
  });

  it('ends a session after its idle minutes, and on sign-out', async () => {
    const first = await signedInPatient();
    ctx.clock.advance((PORTAL_IDLE_MINUTES + 1) * 60 * 1000);
    expect((await send('GET', '/portal/me', first.cookie)).statusCode).toBe(401);

    const second = await signedInPatient();
    expect((await send('GET', '/portal/me', second.cookie)).json().portal.patient.firstName).toBe(
      'Mila',
    );
    expect((await send('DELETE', '/portal/session', second.cookie)).statusCode).toBe(204);
    expect((await send('GET', '/portal/me', second.cookie)).statusCode).toBe(401);
  });

  it('keeps portal and staff sessions apart', async () => {
    const { cookie, owner } = await signedInPatient();
    expect((await send('GET', '/portal/me', owner.cookie)).statusCode).toBe(401);
    expect((await send('GET', '/patients', cookie)).statusCode).toBe(401);
  });
});

describe("the patient's visits", () => {
  it('lists their own upcoming and past visits, and no one else’s', async () => {
    const { cookie, clinicId, therapist, patient, visitId, start } = await signedInPatient();
    const pastId = await visitAt(
      clinicId,
      patient.id,
      therapist.id,
      new Date(ctx.clock.now().getTime() - 7 * 24 * HOUR),
    );
    const other = await addPatient(db, clinicId, { firstName: 'Other' });
    const othersId = await visitAt(
      clinicId,
      other.id,
      therapist.id,
      new Date(start.getTime() + 2 * HOUR),
    );

    const visits = (await send('GET', '/portal/appointments', cookie)).json();
    expect(visits.upcoming.map((visit: { id: string }) => visit.id)).toEqual([visitId]);
    expect(visits.past.map((visit: { id: string }) => visit.id)).toEqual([pastId]);
    expect(visits.upcoming[0]).toMatchObject({
      serviceName: 'Follow-up treatment',
      practitionerName: 'Test User',
      changeableUntil: new Date(start.getTime() - 24 * HOUR).toISOString(),
    });
    expect(visits.past[0].changeableUntil).toBeNull();
    expect((await send('POST', `/portal/appointments/${othersId}/cancel`, cookie)).statusCode).toBe(
      404,
    );
  });

  it('cancels a visit inside the window with a calendar cancellation, and refuses one past it', async () => {
    const { cookie, visitId, email, clinicId, patient, therapist } = await signedInPatient();
    const cancelled = await send('POST', `/portal/appointments/${visitId}/cancel`, cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().appointment).toMatchObject({
      status: 'cancelled',
      changeableUntil: null,
    });
    expect(await queuedMail(db, email, 'appointment-cancellation')).toHaveLength(1);

    const soon = await visitAt(
      clinicId,
      patient.id,
      therapist.id,
      new Date(ctx.clock.now().getTime() + 5 * HOUR),
    );
    const late = await send('POST', `/portal/appointments/${soon}/cancel`, cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CHANGE_WINDOW_PASSED');
  });

  it('frees a cancelled visit’s time on the booking page at once, not after its answers go stale', async () => {
    const { cookie, visitId, start, slug, service, therapist } = await signedInPatient();
    const query = new URLSearchParams({
      serviceId: service.id,
      practitionerId: therapist.id,
      from: new Date(start.getTime() - 2 * HOUR).toISOString(),
      to: new Date(start.getTime() + 10 * HOUR).toISOString(),
    });
    const freeStarts = async () =>
      (
        (await send('GET', `/public/clinics/${slug}/availability?${query}`)).json().slots as {
          start: string;
        }[]
      ).map((slot) => slot.start);
    // Asked while the visit holds the time: that answer is kept for a few seconds.
    expect(await freeStarts()).not.toContain(start.toISOString());

    expect((await send('POST', `/portal/appointments/${visitId}/cancel`, cookie)).statusCode).toBe(
      200,
    );
    // The clock has not moved: only forgetting the kept answer shows the time free.
    expect(await freeStarts()).toContain(start.toISOString());
  });

  it('moves a visit to a free time of its service, and offers the next free times when it is not free', async () => {
    const { cookie, visitId, start, therapist, locationId, email } = await signedInPatient();
    const later = new Date(start.getTime() + 3 * HOUR);
    const moved = await send('POST', `/portal/appointments/${visitId}/reschedule`, cookie, {
      start: later.toISOString(),
      practitionerId: therapist.id,
      locationId,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().appointment).toMatchObject({ start: later.toISOString() });
    expect((await queuedMail(db, email)).map((mail) => mail.template)).toEqual([
      'portal-sign-in',
      'appointment-change',
    ]);

    const sunday = new Date(start.getTime() - 24 * HOUR).toISOString();
    const closed = await send('POST', `/portal/appointments/${visitId}/reschedule`, cookie, {
      start: sunday,
      practitionerId: therapist.id,
      locationId,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('SLOT_TAKEN');
    expect(closed.json().details.nextSlots.length).toBeGreaterThan(0);
  });
});

describe("the patient's calendar copy of a visit", () => {
  const calendarOf = (mail: Parameters<typeof renderMail>[0]) => {
    const rendered = renderMail(mail);
    const calendar = parseCalendar(rendered.attachments![0]!.content);
    return { text: rendered.text, method: calendar.method, event: calendar.events[0]! };
  };

  it('is updated when they move the visit and withdrawn when they cancel it: one UID, rising SEQUENCE', async () => {
    const { cookie, visitId, start, therapist, locationId, email } = await signedInPatient();
    await queueAppointmentConfirmation(db, ctx.clock, visitId);
    const later = new Date(start.getTime() + 3 * HOUR);
    const moved = await send('POST', `/portal/appointments/${visitId}/reschedule`, cookie, {
      start: later.toISOString(),
      practitionerId: therapist.id,
      locationId,
    });
    expect(moved.statusCode).toBe(200);
    expect((await send('POST', `/portal/appointments/${visitId}/cancel`, cookie)).statusCode).toBe(
      200,
    );

    const sent = (await queuedMail(db, email)).filter((mail) => mail.template !== 'portal-sign-in');
    expect(sent.map((mail) => mail.template)).toEqual([
      'appointment-confirmation',
      'appointment-change',
      'appointment-cancellation',
    ]);
    const [confirmation, change, cancellation] = sent.map(calendarOf);
    expect([confirmation, change, cancellation].map((mail) => mail!.event.uid)).toEqual(
      Array(3).fill(`${visitId}@motio`),
    );
    expect(change!.event.sequence).toBeGreaterThan(confirmation!.event.sequence);
    expect(cancellation!.event.sequence).toBeGreaterThan(change!.event.sequence);
    expect([confirmation!.method, change!.method, cancellation!.method]).toEqual([
      'REQUEST',
      'REQUEST',
      'CANCEL',
    ]);
    expect(change!.event.start.getTime()).toBe(later.getTime());
    expect(change!.text).toContain('has moved. It is now:');
    expect(cancellation!.event.status).toBe('CANCELLED');
  });

  it('reaches a patient who never agreed to clinic mail, since they asked for the change', async () => {
    const { cookie, visitId, patient, email, clinicId } = await signedInPatient();
    await db
      .update(patients)
      .set({ consentToContact: false })
      .where(and(eq(patients.clinicId, clinicId), eq(patients.id, patient.id)));
    expect((await send('POST', `/portal/appointments/${visitId}/cancel`, cookie)).statusCode).toBe(
      200,
    );
    const [cancellation] = await queuedMail(db, email, 'appointment-cancellation');
    expect(calendarOf(cancellation!).method).toBe('CANCEL');
  });
});

/** A file the clinic shares with the patient. */
async function sharedDocumentOf({
  clinicId,
  patient,
}: {
  clinicId: string;
  patient: { id: string };
}) {
  const file = await addAttachment(db, {
    clinicId,
    patientId: patient.id,
    bytes: tinyPdf,
    contentType: 'application/pdf',
  });
  await db
    .update(attachments)
    .set({ sharedWithPatient: true, sharedAt: ctx.clock.now() })
    .where(and(eq(attachments.clinicId, clinicId), eq(attachments.id, file.id)));
  return file.id;
}

describe('every portal route', () => {
  // The patient's forms have the same checks in src/server/modules/intake-forms/.
  const portalOperations = operationsOf(ctx.app).filter(
    (operation) =>
      operation.path.startsWith('/api/v1/portal/') &&
      !operation.path.startsWith('/api/v1/portal/forms') &&
      operation.key !== 'POST /portal/sessions',
  );

  it('are the ones this suite knows', () => {
    expect(portalOperations.map((operation) => operation.key).sort()).toEqual([
      'DELETE /portal/session',
      'DELETE /portal/waitlist/{id}',
      'GET /portal/appointments',
      'GET /portal/documents',
      'GET /portal/documents/{id}/download',
      'GET /portal/invoices',
      'GET /portal/invoices/{id}/pdf',
      'GET /portal/me',
      'GET /portal/waitlist',
      'POST /portal/appointments/{id}/cancel',
      'POST /portal/appointments/{id}/reschedule',
      'POST /portal/waitlist',
    ]);
  });

  it.each(portalOperations.map((operation) => [operation.key, operation] as const))(
    '%s answers 401 without a portal session, and 404 for another patient’s visit',
    async (_key, operation) => {
      const mine = await signedInPatient();
      const theirs = await signedInPatient();
      const theirRecord = operation.path.includes('/documents/')
        ? await sharedDocumentOf(theirs)
        : theirs.visitId;
      const url = urlOf(operation, { id: theirRecord });
      const body = operation.key.endsWith('reschedule')
        ? {
            start: theirs.start.toISOString(),
            practitionerId: theirs.therapist.id,
            locationId: theirs.therapist.id,
          }
        : operation.key === 'POST /portal/waitlist'
          ? {
              serviceId: theirs.service.id,
              weekdays: [1],
              from: '08:00',
              to: '12:00',
              until: '2099-01-01',
            }
          : undefined;
      const anonymous = await ctx.app.inject({
        method: operation.method,
        url,
        ...(body ? { payload: body } : {}),
      });
      expect(anonymous.statusCode).toBe(401);
      const staff = await ctx.app.inject({
        method: operation.method,
        url,
        headers: { cookie: theirs.owner.cookie },
        ...(body ? { payload: body } : {}),
      });
      expect(staff.statusCode).toBe(401);
      if (operation.pathParams.length > 0) {
        const foreign = await ctx.app.inject({
          method: operation.method,
          url,
          headers: { cookie: mine.cookie },
          ...(body ? { payload: body } : {}),
        });
        expect(foreign.statusCode).toBe(404);
      } else if (operation.method === 'GET') {
        const own = await ctx.app.inject({ method: 'GET', url, headers: { cookie: mine.cookie } });
        expect(own.statusCode).toBe(200);
        expect(own.body).not.toContain(theirs.visitId);
        expect(own.body).not.toContain(theirs.patient.id);
      }
    },
  );
});
