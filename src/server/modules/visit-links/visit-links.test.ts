import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { LinkedVisit } from '../../../domain/visit-links.js';
import { appointments, patients, visitLinks } from '../../db/schema.js';
import { renderMail } from '../../integrations/mail/templates.js';
import { hashToken } from '../../secure-tokens.js';
import { createTestApp } from '../../test/app.js';
import { queuedMail } from '../../test/fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';
import { waitlistClinic } from '../../test/waitlist-fixtures.js';
import { queueAppointmentConfirmation } from '../appointment-mail/service.js';
import { createVisitLink } from './create-link.js';

/** A reminder's or confirmation's Confirm/Cancel link: signed, single use, until the visit. */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.database.db;
const HOUR = 60 * 60 * 1000;
const ORIGIN = 'https://app.motio.example';

let caller = 0;
const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: `198.51.100.${(caller = (caller % 250) + 1)}`,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
const open = (token: string) => send('GET', `/public/visit-links/${token}`);
const answer = (token: string, action: 'confirm' | 'cancel') =>
  send('POST', `/public/visit-links/${token}/${action}`);

/** A clinic whose visit's patient agreed to mail; the visit three weeks ahead. */
async function clinicWithVisit() {
  const clinic = await waitlistClinic(ctx);
  await db
    .update(patients)
    .set({ consentToContact: true })
    .where(and(eq(patients.clinicId, clinic.clinicId), eq(patients.id, clinic.visitPatient.id)));
  return clinic;
}

/** The token of the latest confirmation mailed to the visit's patient. */
async function mailedToken(clinic: Awaited<ReturnType<typeof clinicWithVisit>>) {
  expect(await queueAppointmentConfirmation(db, ctx.clock, clinic.visit.id)).toBe(true);
  const mails = await queuedMail(db, clinic.visitPatient.email, 'appointment-confirmation');
  return mails.at(-1)!.data.visitToken!;
}

const visitRow = async (id: string) =>
  (await db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

describe('the Confirm and Cancel links in an appointment mail', () => {
  it('go to the visit page with a token only its hash is stored of, expiring at the visit', async () => {
    const clinic = await clinicWithVisit();
    const token = await mailedToken(clinic);
    const [mail] = await queuedMail(db, clinic.visitPatient.email, 'appointment-confirmation');
    const rendered = renderMail(mail!, ORIGIN);
    expect(rendered.text).toContain(`Confirm: ${ORIGIN}/visits/${token}?answer=confirm`);
    expect(rendered.text).toContain(`Cancel: ${ORIGIN}/visits/${token}?answer=cancel`);
    expect(rendered.html).toContain(`href="${ORIGIN}/visits/${token}?answer=cancel"`);
    const links = await db
      .select()
      .from(visitLinks)
      .where(eq(visitLinks.appointmentId, clinic.visit.id));
    expect(links).toHaveLength(1);
    expect(links[0]!.tokenHash).toBe(hashToken(token));
    expect(links[0]!.tokenHash).not.toContain(token);
    expect(links[0]!.expiresAt.toISOString()).toBe(clinic.visit.startsAt.toISOString());
  });

  it('show the visit in the clinic’s words, with what the link can still do', async () => {
    const clinic = await clinicWithVisit();
    const token = await mailedToken(clinic);
    const response = await open(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().visit).toMatchObject({
      start: clinic.visit.startsAt.toISOString(),
      serviceName: 'Follow-up treatment',
      status: 'upcoming',
      link: 'open',
      canConfirm: true,
      canCancel: true,
      changeWindowHours: 24,
      cancellableUntil: new Date(clinic.visit.startsAt.getTime() - 24 * HOUR).toISOString(),
    } satisfies Partial<LinkedVisit>);
    // Opening it changes nothing: mail scanners open links too.
    expect((await visitRow(clinic.visit.id)).status).toBe('scheduled');
    expect((await open(token)).json().visit.link).toBe('open');
  });

  it('confirm the visit once; a second use answers 409 with a clear message', async () => {
    const clinic = await clinicWithVisit();
    const token = await mailedToken(clinic);
    const confirmed = await answer(token, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().visit).toMatchObject({
      status: 'confirmed',
      link: 'used',
      canConfirm: false,
      canCancel: false,
    });
    const row = await visitRow(clinic.visit.id);
    expect(row.status).toBe('confirmed');
    expect(row.confirmedByPatientAt?.toISOString()).toBe(ctx.clock.now().toISOString());

    for (const action of ['confirm', 'cancel'] as const) {
      const again = await answer(token, action);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'LINK_USED',
        msg: expect.stringContaining('already used'),
      });
    }
    expect((await visitRow(clinic.visit.id)).status).toBe('confirmed');
  });

  it('of two confirms racing, exactly one wins', async () => {
    const clinic = await clinicWithVisit();
    const token = await mailedToken(clinic);
    const results = await Promise.all([answer(token, 'confirm'), answer(token, 'confirm')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('cancel inside the window: the time is free again, and the patient is told', async () => {
    const clinic = await clinicWithVisit();
    const token = await mailedToken(clinic);
    const cancelled = await answer(token, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().visit).toMatchObject({ status: 'cancelled', link: 'used' });
    expect((await visitRow(clinic.visit.id)).status).toBe('cancelled');
    expect(
      await queuedMail(db, clinic.visitPatient.email, 'appointment-cancellation'),
    ).toHaveLength(1);

    // The booking page offers the freed time again.
    const start = clinic.visit.startsAt;
    const slots = await send(
      'GET',
      `/public/clinics/${clinic.slug}/availability?serviceId=${clinic.service.id}&practitionerId=${clinic.therapist.id}&from=${new Date(start.getTime() - HOUR).toISOString()}&to=${new Date(start.getTime() + HOUR).toISOString()}`,
    );
    expect(slots.statusCode, slots.body).toBe(200);
    expect(JSON.stringify(slots.json())).toContain(start.toISOString());
  });

  it('cannot cancel once the clinic’s window has passed; the link stays usable to confirm', async () => {
    const clinic = await clinicWithVisit();
    const patient = await addPatient(db, clinic.clinicId, { firstName: 'Soon' });
    const startsAt = new Date(ctx.clock.now().getTime() + 3 * HOUR);
    const [visit] = await db
      .insert(appointments)
      .values({
        clinicId: clinic.clinicId,
        patientId: patient.id,
        therapistId: clinic.therapist.id,
        serviceId: clinic.service.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      })
      .returning();
    const token = await createVisitLink(
      db,
      { clinicId: clinic.clinicId, appointmentId: visit!.id, startsAt },
      ctx.clock.now(),
    );
    expect((await open(token)).json().visit).toMatchObject({
      canConfirm: true,
      canCancel: false,
      cancellableUntil: null,
    });
    const late = await answer(token, 'cancel');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CHANGE_WINDOW_PASSED' });
    expect((await visitRow(visit!.id)).status).toBe('scheduled');
    expect((await answer(token, 'confirm')).statusCode).toBe(200);
  });

  it('expire when the visit starts: 410, and nothing changes', async () => {
    const clinic = await clinicWithVisit();
    const startsAt = new Date(ctx.clock.now().getTime() - HOUR);
    const [visit] = await db
      .insert(appointments)
      .values({
        clinicId: clinic.clinicId,
        patientId: clinic.visitPatient.id,
        therapistId: clinic.otherTherapist.id,
        serviceId: clinic.service.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      })
      .returning();
    const token = await createVisitLink(
      db,
      { clinicId: clinic.clinicId, appointmentId: visit!.id, startsAt },
      new Date(startsAt.getTime() - 24 * HOUR),
    );
    expect((await open(token)).json().visit).toMatchObject({
      link: 'expired',
      status: 'past',
      canConfirm: false,
      canCancel: false,
    });
    for (const action of ['confirm', 'cancel'] as const) {
      const expired = await answer(token, action);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ code: 'LINK_EXPIRED' });
    }
    expect((await visitRow(visit!.id)).status).toBe('scheduled');
  });

  it('answer 404 for a token Motio never made, and 400 for one that is not a token', async () => {
    const unknown = 'A'.repeat(43);
    expect((await open(unknown)).statusCode).toBe(404);
    expect((await answer(unknown, 'confirm')).statusCode).toBe(404);
    expect((await answer(unknown, 'cancel')).statusCode).toBe(404);
    expect((await open('short')).statusCode).toBe(400);
  });

  it('refuse to confirm a visit the clinic cancelled, and keep the link unused', async () => {
    const clinic = await clinicWithVisit();
    const token = await mailedToken(clinic);
    await db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(and(eq(appointments.clinicId, clinic.clinicId), eq(appointments.id, clinic.visit.id)));
    const refused = await answer(token, 'confirm');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'VISIT_NOT_OPEN' });
    expect((await open(token)).json().visit).toMatchObject({
      status: 'cancelled',
      link: 'open',
      canConfirm: false,
      canCancel: false,
    });
  });
});
