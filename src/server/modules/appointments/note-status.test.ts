import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarAppointment } from '../../../domain/appointments.js';
import { appointments } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { apiCaller, schedulingClinic } from '../../test/appointment-helpers.js';
import { addAppointment, addVisitNote } from '../../test/clinical-record-fixtures.js';
import { sessionCookieFor } from '../../test/fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

/**
 * Notes don't get lost: the calendar, Today, the appointment screen and the answer to a status
 * change say whether a completed patient visit still needs its signed note. Members without
 * access to the clinical record get no note state at all.
 */
describe('visit note state on appointments', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof apiCaller>;
  beforeAll(async () => {
    ctx = await createTestApp();
    call = apiCaller(ctx);
  });
  afterAll(() => ctx.close());

  const hour = (h: number) => new Date(Date.UTC(2027, 2, 1, h));

  /** Today is 1 March 2027 in Belgrade; one appointment per case, an hour apart. */
  async function clinicWithVisits() {
    ctx.clock.advance(hour(10).getTime() - ctx.clock.now().getTime());
    const clinic = await schedulingClinic(ctx);
    const { clinicId, therapistId } = clinic;
    const db = ctx.database.db;
    const patient = await addPatient(db, clinicId);
    const visit = (h: number, values: Partial<typeof appointments.$inferInsert>) =>
      addAppointment(db, {
        clinicId,
        therapistId,
        patientId: patient.id,
        startsAt: hour(h),
        endsAt: hour(h + 1),
        ...values,
      });
    const noNote = await visit(6, { status: 'completed' });
    const drafted = await visit(7, { status: 'completed' });
    await addVisitNote(db, {
      clinicId,
      patientId: patient.id,
      appointmentId: drafted.id,
      authorId: therapistId,
    });
    const signed = await visit(8, { status: 'completed' });
    await addVisitNote(db, {
      clinicId,
      patientId: patient.id,
      appointmentId: signed.id,
      authorId: therapistId,
      status: 'signed',
      signedById: therapistId,
      signedAt: hour(9),
    });
    const upcoming = await visit(11, { status: 'scheduled' });
    const blocked = await visit(12, {
      patientId: null,
      title: 'Team meeting',
      status: 'completed',
    });
    return { ...clinic, patient, noNote, drafted, signed, upcoming, blocked };
  }

  const stateById = (appointments: CalendarAppointment[]) =>
    Object.fromEntries(appointments.map((a) => [a.id, a.noteStatus]));

  it('GET /appointments says none, draft or signed for completed visits, null otherwise', async () => {
    const c = await clinicWithVisits();
    const response = await call(
      'GET',
      `/appointments?from=${hour(0).toISOString()}&to=${hour(23).toISOString()}`,
      c.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(stateById(response.json().appointments)).toEqual({
      [c.noNote.id]: 'none',
      [c.drafted.id]: 'draft',
      [c.signed.id]: 'signed',
      [c.upcoming.id]: null,
      [c.blocked.id]: null,
    });
  });

  it("GET /appointments/today carries the same states for the clinic's day", async () => {
    const c = await clinicWithVisits();
    const response = await call('GET', '/appointments/today', c.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(stateById(response.json().appointments)).toEqual({
      [c.noNote.id]: 'none',
      [c.drafted.id]: 'draft',
      [c.signed.id]: 'signed',
      [c.upcoming.id]: null,
      [c.blocked.id]: null,
    });
  });

  it('tells an assistant nothing about notes', async () => {
    const c = await clinicWithVisits();
    const assistant = await addMember(ctx.database.db, c.clinicId, 'assistant');
    const cookie = await sessionCookieFor(ctx, assistant.user.id, c.clinicId);
    const range = `from=${hour(0).toISOString()}&to=${hour(23).toISOString()}`;
    for (const path of [`/appointments?${range}`, '/appointments/today']) {
      const response = await call('GET', path, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().appointments).toHaveLength(5);
      for (const appointment of response.json().appointments)
        expect(appointment.noteStatus).toBeNull();
    }
    const details = await call('GET', `/appointments/${c.drafted.id}`, cookie);
    expect(details.json().appointment).toMatchObject({ noteStatus: null, visitNote: null });
  });

  it('completing a visit answers that its note is still to write', async () => {
    const c = await clinicWithVisits();
    const response = await call('POST', `/appointments/${c.upcoming.id}/status`, c.cookie, {
      status: 'completed',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().appointment).toMatchObject({ status: 'completed', noteStatus: 'none' });
  });

  it("the appointment screen names the note's state, author and signer, not its text", async () => {
    const c = await clinicWithVisits();
    const signed = (await call('GET', `/appointments/${c.signed.id}`, c.cookie)).json().appointment;
    expect(signed).toMatchObject({
      noteStatus: 'signed',
      visitNote: {
        status: 'signed',
        authorId: c.therapistId,
        authorName: 'Test User',
        signedByName: 'Test User',
        signedAt: hour(9).toISOString(),
      },
    });
    expect(Object.keys(signed.visitNote).sort()).toEqual(
      ['authorId', 'authorName', 'id', 'signedAt', 'signedByName', 'status'].sort(),
    );
    const drafted = (await call('GET', `/appointments/${c.drafted.id}`, c.cookie)).json()
      .appointment;
    expect(drafted).toMatchObject({
      noteStatus: 'draft',
      visitNote: { status: 'draft', signedByName: null, signedAt: null },
    });
    const none = (await call('GET', `/appointments/${c.noNote.id}`, c.cookie)).json().appointment;
    expect(none).toMatchObject({ noteStatus: 'none', visitNote: null });
  });

  it("a patient's record lists their visits with the same states", async () => {
    const c = await clinicWithVisits();
    const response = await call('GET', `/patients/${c.patient.id}/appointments`, c.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { upcoming, past } = response.json();
    expect(stateById([...upcoming, ...past])).toEqual({
      [c.noNote.id]: 'none',
      [c.drafted.id]: 'draft',
      [c.signed.id]: 'signed',
      [c.upcoming.id]: null,
    });
  });
});
