import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteToFinish } from '../../../domain/visit-notes.js';
import { appointments, memberships } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { addAppointment, addVisitNote } from '../../test/clinical-record-fixtures.js';
import { createClinic, sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { addPatient, addService } from '../../test/scheduling-fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

/**
 * Notes don't get lost: "Notes to finish" lists a clinician's completed patient visits that have
 * no signed note yet (none, or a draft), the longest waiting first. Owners and admins may look
 * at a colleague's; assistants never see it.
 */
describe('GET /notes/to-finish', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const get = (cookie: string | undefined, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/notes/to-finish${query}`,
      headers: cookie ? { cookie } : {},
    });

  const day = (d: number, h = 9) => new Date(Date.UTC(2027, 2, d, h));

  /** A clinic whose therapist has visits in every state, and an owner who oversees them. */
  async function clinicWithVisits() {
    const db = ctx.database.db;
    const owner = await signedInMember(ctx, 'owner');
    const { clinicId } = owner;
    const therapist = await addMember(db, clinicId, 'therapist');
    const therapistCookie = await sessionCookieFor(ctx, therapist.user.id, clinicId);
    const patient = await addPatient(db, clinicId, { firstName: 'Ana', lastName: 'Petrović' });
    const service = await addService(db, clinicId, { name: 'Manual therapy' });
    const visit = (d: number, values: Partial<typeof appointments.$inferInsert> = {}) =>
      addAppointment(db, {
        clinicId,
        therapistId: therapist.user.id,
        patientId: patient.id,
        serviceId: service.id,
        status: 'completed',
        startsAt: day(d),
        endsAt: day(d, 10),
        ...values,
      });
    const note = (appointmentId: string, status: 'draft' | 'signed') =>
      addVisitNote(db, {
        clinicId,
        patientId: patient.id,
        appointmentId,
        authorId: therapist.user.id,
        status,
        ...(status === 'signed' ? { signedById: therapist.user.id, signedAt: day(20) } : {}),
      });

    // Written out of order: the list sorts by the visit's start.
    const drafted = await visit(5, { serviceId: null });
    const draft = await note(drafted.id, 'draft');
    const missing = await visit(2);
    const signed = await visit(3);
    await note(signed.id, 'signed');
    await visit(4, { status: 'scheduled' });
    await visit(4, { status: 'no_show', startsAt: day(4, 11), endsAt: day(4, 12) });
    await visit(6, { patientId: null, serviceId: null, title: 'Admin time' });
    await addAppointment(db, {
      clinicId,
      therapistId: owner.user.id,
      patientId: patient.id,
      status: 'completed',
      startsAt: day(7),
      endsAt: day(7, 10),
    });
    return { owner, therapist, therapistCookie, patient, service, missing, drafted, draft };
  }

  it("lists the therapist's own completed visits without a signed note, oldest first", async () => {
    const c = await clinicWithVisits();
    const response = await get(c.therapistCookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(body.visits).toEqual<NoteToFinish[]>([
      {
        appointmentId: c.missing.id,
        patientId: c.patient.id,
        patientName: 'Ana Petrović',
        serviceName: 'Manual therapy',
        therapistId: c.therapist.user.id,
        start: day(2).toISOString(),
        end: day(2, 10).toISOString(),
        noteId: null,
        noteStatus: 'none',
      },
      {
        appointmentId: c.drafted.id,
        patientId: c.patient.id,
        patientName: 'Ana Petrović',
        serviceName: null,
        therapistId: c.therapist.user.id,
        start: day(5).toISOString(),
        end: day(5, 10).toISOString(),
        noteId: c.draft.id,
        noteStatus: 'draft',
      },
    ]);
  });

  it('says nothing a note says', async () => {
    const c = await clinicWithVisits();
    const response = await get(c.therapistCookie);
    expect(response.body).not.toContain('Knee feels better');
  });

  it("lets an owner or admin see a colleague's list, a deactivated colleague's too", async () => {
    const c = await clinicWithVisits();
    const admin = await addMember(ctx.database.db, c.owner.clinicId, 'admin');
    const adminCookie = await sessionCookieFor(ctx, admin.user.id, c.owner.clinicId);
    for (const cookie of [c.owner.cookie, adminCookie]) {
      const response = await get(cookie, `?therapistId=${c.therapist.user.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().visits.map((v: NoteToFinish) => v.appointmentId)).toEqual([
        c.missing.id,
        c.drafted.id,
      ]);
    }
    // Without therapistId the owner sees their own visit only.
    const own = (await get(c.owner.cookie)).json();
    expect(own.total).toBe(1);
    expect(own.visits[0].therapistId).toBe(c.owner.user.id);

    await ctx.database.db
      .update(memberships)
      .set({ deactivatedAt: new Date() })
      .where(eq(memberships.userId, c.therapist.user.id));
    const departed = await get(c.owner.cookie, `?therapistId=${c.therapist.user.id}`);
    expect(departed.statusCode, departed.body).toBe(200);
    expect(departed.json().total).toBe(2);
  });

  it('pages the list', async () => {
    const c = await clinicWithVisits();
    const first = (await get(c.therapistCookie, '?limit=1')).json();
    expect(first).toMatchObject({ total: 2, page: 1, pages: 2 });
    expect(first.visits.map((v: NoteToFinish) => v.appointmentId)).toEqual([c.missing.id]);
    const second = (await get(c.therapistCookie, '?limit=1&page=2')).json();
    expect(second.visits.map((v: NoteToFinish) => v.appointmentId)).toEqual([c.drafted.id]);
  });

  it("keeps to the signed-in clinic: the same therapist's visits elsewhere are left out", async () => {
    const c = await clinicWithVisits();
    const db = ctx.database.db;
    const elsewhere = await createClinic(db, 'Other Clinic');
    await db
      .insert(memberships)
      .values({ clinicId: elsewhere.id, userId: c.therapist.user.id, role: 'therapist' });
    const otherPatient = await addPatient(db, elsewhere.id, { firstName: 'Zoran' });
    await addAppointment(db, {
      clinicId: elsewhere.id,
      therapistId: c.therapist.user.id,
      patientId: otherPatient.id,
      status: 'completed',
      startsAt: day(1),
      endsAt: day(1, 10),
    });
    const here = await get(c.therapistCookie);
    expect(here.json().total).toBe(2);
    expect(here.body).not.toContain('Zoran');
    const thereCookie = await sessionCookieFor(ctx, c.therapist.user.id, elsewhere.id);
    const there = (await get(thereCookie)).json();
    expect(there.visits.map((v: NoteToFinish) => v.patientName)).toEqual(['Zoran Stojanović']);
  });

  it('answers 404 for a member of another clinic', async () => {
    const c = await clinicWithVisits();
    const other = await signedInMember(ctx, 'therapist');
    const response = await get(c.owner.cookie, `?therapistId=${other.user.id}`);
    expect(response.statusCode, response.body).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await get(undefined)).statusCode).toBe(401);
  });

  it("answers 403 to an assistant, and to a therapist asking for a colleague's", async () => {
    const c = await clinicWithVisits();
    const assistant = await addMember(ctx.database.db, c.owner.clinicId, 'assistant');
    const assistantCookie = await sessionCookieFor(ctx, assistant.user.id, c.owner.clinicId);
    const asAssistant = await get(assistantCookie);
    expect(asAssistant.statusCode).toBe(403);
    expect(asAssistant.body).not.toContain('Petrović');
    const asTherapist = await get(c.therapistCookie, `?therapistId=${c.owner.user.id}`);
    expect(asTherapist.statusCode).toBe(403);
    expect(asTherapist.json()).toMatchObject({ code: 'FORBIDDEN' });
    // Their own id is fine.
    const ownId = await get(c.therapistCookie, `?therapistId=${c.therapist.user.id}`);
    expect(ownId.statusCode).toBe(200);
  });

  it.each([
    ['therapistId=42', 'therapistId'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['page=x', 'page'],
  ])('answers 400 to %s', async (query, field) => {
    const c = await clinicWithVisits();
    const response = await get(c.therapistCookie, `?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });
});
