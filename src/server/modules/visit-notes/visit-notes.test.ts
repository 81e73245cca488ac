import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClinicRole } from '../../../domain/roles.js';
import { noteTemplateText } from '../../../domain/visit-notes.js';
import { auditEvents } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { addAppointment } from '../../test/clinical-record-fixtures.js';
import { createUser, sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { addPatient, addService } from '../../test/scheduling-fixtures.js';

/**
 * SOAP notes linked to an appointment, from templates per
 * service; draft, then signed (locked, signer and time recorded); later corrections only as
 * addenda, by the author or an owner/admin.
 */
describe('visit notes', () => {
  const lines: string[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ LOG_LEVEL: 'info' }, { write: (line) => lines.push(line) });
  });
  afterAll(() => ctx.close());

  /** A clinic with its owner, a patient, and members by role who sign in with `cookie`. */
  async function clinicWithPatient() {
    const owner = await signedInMember(ctx, 'owner');
    const patient = await addPatient(ctx.database.db, owner.clinicId);
    const member = async (role: ClinicRole, name = 'Test') => {
      const user = await createUser(ctx.database.db, { clinicId: owner.clinicId, role });
      return { user, name, cookie: await sessionCookieFor(ctx, user.id, owner.clinicId) };
    };
    return { owner, clinicId: owner.clinicId, patient, member };
  }

  const request = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    cookie: string,
    payload?: Record<string, unknown>,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });

  const createNote = (cookie: string, patientId: string, payload: Record<string, unknown> = {}) =>
    request('POST', `/patients/${patientId}/notes`, cookie, payload);

  const sections = {
    subjective: 'Pain 3/10 on stairs.',
    objective: 'Knee flexion 120°.',
    assessment: 'Improving patellofemoral pain.',
    plan: 'Progress squats.',
  };

  describe('templates', () => {
    it.each([
      [
        'initial_assessment',
        ['History of presenting complaint', 'Red flag screen'],
        'Special tests',
      ],
      ['follow_up', ['Progress since last visit'], 'Treatment given'],
      ['discharge', ['Patient-reported outcome'], 'Final measurements compared with baseline'],
    ] as const)(
      "a note for an appointment of a '%s' service starts from that template",
      async (template, subjectivePrompts, objectivePrompt) => {
        const { owner, clinicId, patient } = await clinicWithPatient();
        const service = await addService(ctx.database.db, clinicId, { noteTemplate: template });
        const appointment = await addAppointment(ctx.database.db, {
          clinicId,
          therapistId: owner.user.id,
          patientId: patient.id,
          serviceId: service.id,
        });
        const response = await createNote(owner.cookie, patient.id, {
          appointmentId: appointment.id,
        });
        expect(response.statusCode, response.body).toBe(201);
        const { note } = response.json();
        expect(note).toMatchObject({
          template,
          status: 'draft',
          appointmentId: appointment.id,
          appointmentStartsAt: appointment.startsAt.toISOString(),
          patientId: patient.id,
          authorId: owner.user.id,
          authorName: 'Test User',
          addenda: [],
          ...noteTemplateText[template],
        });
        for (const prompt of subjectivePrompts) expect(note.subjective).toContain(prompt);
        expect(note.objective).toContain(objectivePrompt);
      },
    );

    it('the initial assessment asks for pain on the NRS, ROM, strength, impression, goals and plan', () => {
      const { subjective, objective, assessment, plan } = noteTemplateText.initial_assessment;
      expect(subjective).toMatch(/Pain \(NRS 0-10\)/);
      expect(subjective).toMatch(/Aggravating factors/);
      expect(subjective).toMatch(/Easing factors/);
      expect(objective).toMatch(/Range of motion/);
      expect(objective).toMatch(/Strength/);
      expect(assessment).toMatch(/Clinical impression/);
      expect(plan).toMatch(/Goals/);
      expect(noteTemplateText.discharge.plan).toMatch(/Home exercise programme/);
      expect(noteTemplateText.discharge.assessment).toMatch(/Outcome against goals/);
    });

    it('without an appointment a note is a follow-up; a chosen template and given text win', async () => {
      const { owner, clinicId, patient } = await clinicWithPatient();
      const plain = (await createNote(owner.cookie, patient.id)).json().note;
      expect(plain).toMatchObject({ template: 'follow_up', appointmentId: null });
      expect(plain.subjective).toBe(noteTemplateText.follow_up.subjective);

      const service = await addService(ctx.database.db, clinicId, { noteTemplate: 'follow_up' });
      const appointment = await addAppointment(ctx.database.db, {
        clinicId,
        therapistId: owner.user.id,
        patientId: patient.id,
        serviceId: service.id,
      });
      const chosen = await createNote(owner.cookie, patient.id, {
        appointmentId: appointment.id,
        template: 'discharge',
        plan: 'Discharged with a home programme.',
      });
      expect(chosen.json().note).toMatchObject({
        template: 'discharge',
        subjective: noteTemplateText.discharge.subjective,
        plan: 'Discharged with a home programme.',
      });
    });

    it('refuses a template that does not exist with fields.template', async () => {
      const { owner, patient } = await clinicWithPatient();
      const response = await createNote(owner.cookie, patient.id, { template: 'soap' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('template');
    });
  });

  describe('appointments', () => {
    it('keeps one note per appointment: a second answers 409 with the first note id', async () => {
      const { owner, clinicId, patient, member } = await clinicWithPatient();
      const therapist = await member('therapist');
      const appointment = await addAppointment(ctx.database.db, {
        clinicId,
        therapistId: therapist.user.id,
        patientId: patient.id,
      });
      const first = await createNote(therapist.cookie, patient.id, {
        appointmentId: appointment.id,
      });
      expect(first.statusCode).toBe(201);
      const second = await createNote(owner.cookie, patient.id, { appointmentId: appointment.id });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        code: 'NOTE_EXISTS',
        details: { noteId: first.json().note.id },
      });
    });

    it('two notes started at the same moment for one appointment: one is written, one is a 409', async () => {
      const { owner, clinicId, patient } = await clinicWithPatient();
      const appointment = await addAppointment(ctx.database.db, {
        clinicId,
        therapistId: owner.user.id,
        patientId: patient.id,
      });
      const responses = await Promise.all(
        [1, 2, 3].map(() =>
          createNote(owner.cookie, patient.id, { appointmentId: appointment.id }),
        ),
      );
      const written = responses.filter((response) => response.statusCode === 201);
      expect(written).toHaveLength(1);
      for (const refused of responses.filter((response) => response.statusCode !== 201)) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json().details).toEqual({ noteId: written[0]!.json().note.id });
      }
    });

    it("refuses another patient's or another clinic's appointment (400 fields.appointmentId)", async () => {
      const { owner, clinicId, patient } = await clinicWithPatient();
      const otherPatient = await addPatient(ctx.database.db, clinicId, { firstName: 'Ana' });
      const theirs = await addAppointment(ctx.database.db, {
        clinicId,
        therapistId: owner.user.id,
        patientId: otherPatient.id,
      });
      const elsewhere = await clinicWithPatient();
      const foreign = await addAppointment(ctx.database.db, {
        clinicId: elsewhere.clinicId,
        therapistId: elsewhere.owner.user.id,
        patientId: elsewhere.patient.id,
      });
      for (const appointmentId of [theirs.id, foreign.id]) {
        const response = await createNote(owner.cookie, patient.id, { appointmentId });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({
          appointmentId: 'Choose an appointment of this patient.',
        });
      }
    });
  });

  describe('drafts and signing', () => {
    it('the author edits a draft; other members, owners included, may not (403)', async () => {
      const { owner, patient, member } = await clinicWithPatient();
      const author = await member('therapist');
      const colleague = await member('therapist');
      const admin = await member('admin');
      const { note } = (await createNote(author.cookie, patient.id)).json();

      const edited = await request('PUT', `/notes/${note.id}`, author.cookie, sections);
      expect(edited.statusCode).toBe(200);
      expect(edited.json().note).toMatchObject({ ...sections, status: 'draft' });

      for (const other of [colleague, admin, owner]) {
        const refused = await request('PUT', `/notes/${note.id}`, other.cookie, {
          ...sections,
          plan: 'Overwritten',
        });
        expect(refused.statusCode).toBe(403);
      }
      const read = await request('GET', `/notes/${note.id}`, owner.cookie);
      expect(read.json().note.plan).toBe(sections.plan);
    });

    it('a draft saved without one of its four sections is a 400 naming it', async () => {
      const { patient, member } = await clinicWithPatient();
      const author = await member('therapist');
      const { note } = (await createNote(author.cookie, patient.id)).json();
      const { plan: _left, ...withoutPlan } = sections;
      const response = await request('PUT', `/notes/${note.id}`, author.cookie, withoutPlan);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('plan');
    });

    it('signing locks the note with signer and time; editing or signing again answers 409', async () => {
      const { owner, patient, member } = await clinicWithPatient();
      const author = await member('therapist');
      const { note } = (await createNote(author.cookie, patient.id, sections)).json();

      const signed = await request('POST', `/notes/${note.id}/sign`, author.cookie);
      expect(signed.statusCode).toBe(200);
      expect(signed.json().note).toMatchObject({
        status: 'signed',
        signedById: author.user.id,
        signedByName: 'Test User',
        signedAt: ctx.clock.now().toISOString(),
      });

      const edit = await request('PUT', `/notes/${note.id}`, author.cookie, {
        ...sections,
        plan: 'Changed after signing',
      });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().code).toBe('NOTE_SIGNED');
      const again = await request('POST', `/notes/${note.id}/sign`, owner.cookie);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('NOTE_SIGNED');

      const read = (await request('GET', `/notes/${note.id}`, owner.cookie)).json().note;
      expect(read).toMatchObject({ plan: sections.plan, signedById: author.user.id });
    });

    it("another therapist may not sign a colleague's note; an owner or admin signs it off", async () => {
      const { owner, patient, member } = await clinicWithPatient();
      const author = await member('therapist');
      const colleague = await member('therapist');
      const admin = await member('admin');
      const first = (await createNote(author.cookie, patient.id)).json().note;
      const second = (await createNote(author.cookie, patient.id)).json().note;

      const refused = await request('POST', `/notes/${first.id}/sign`, colleague.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toBe("Only the note's author, an owner or an admin can sign it.");

      const byOwner = await request('POST', `/notes/${first.id}/sign`, owner.cookie);
      expect(byOwner.json().note).toMatchObject({ status: 'signed', signedById: owner.user.id });
      const byAdmin = await request('POST', `/notes/${second.id}/sign`, admin.cookie);
      expect(byAdmin.json().note).toMatchObject({
        status: 'signed',
        authorId: author.user.id,
        signedById: admin.user.id,
      });
    });
  });

  describe('addenda', () => {
    it('are refused on a draft (409) and added to a signed note in order', async () => {
      const { owner, patient, member } = await clinicWithPatient();
      const author = await member('therapist');
      const { note } = (await createNote(author.cookie, patient.id)).json();

      const early = await request('POST', `/notes/${note.id}/addenda`, author.cookie, {
        body: 'Too early',
      });
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('NOTE_NOT_SIGNED');

      await request('POST', `/notes/${note.id}/sign`, author.cookie);
      const byAuthor = await request('POST', `/notes/${note.id}/addenda`, author.cookie, {
        body: 'Correction: left knee, not right.',
      });
      expect(byAuthor.statusCode).toBe(201);
      expect(byAuthor.json().addendum).toMatchObject({
        body: 'Correction: left knee, not right.',
        authorId: author.user.id,
        authorName: 'Test User',
      });
      ctx.clock.advance(60_000);
      const byOwner = await request('POST', `/notes/${note.id}/addenda`, owner.cookie, {
        body: 'Reviewed.',
      });
      expect(byOwner.statusCode).toBe(201);

      const read = (await request('GET', `/notes/${note.id}`, owner.cookie)).json().note;
      expect(read.addenda.map((addendum: { body: string }) => addendum.body)).toEqual([
        'Correction: left knee, not right.',
        'Reviewed.',
      ]);
      expect(read.addendaCount).toBe(2);
    });

    it('another therapist may not add one (403); an empty body is a 400 fields.body', async () => {
      const { patient, member } = await clinicWithPatient();
      const author = await member('therapist');
      const colleague = await member('therapist');
      const admin = await member('admin');
      const { note } = (await createNote(author.cookie, patient.id)).json();
      await request('POST', `/notes/${note.id}/sign`, author.cookie);

      const refused = await request('POST', `/notes/${note.id}/addenda`, colleague.cookie, {
        body: 'Not mine to correct',
      });
      expect(refused.statusCode).toBe(403);
      const blank = await request('POST', `/notes/${note.id}/addenda`, author.cookie, {
        body: '   ',
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().fields).toEqual({ body: 'Write the addendum.' });
      const byAdmin = await request('POST', `/notes/${note.id}/addenda`, admin.cookie, {
        body: 'Signed off by the clinic lead.',
      });
      expect(byAdmin.statusCode).toBe(201);
    });
  });

  it("lists a patient's notes newest first with authors and addenda counts", async () => {
    const { owner, clinicId, patient } = await clinicWithPatient();
    const other = await addPatient(ctx.database.db, clinicId, { firstName: 'Ana' });
    const older = (await createNote(owner.cookie, patient.id)).json().note;
    ctx.clock.advance(60_000);
    const newer = (await createNote(owner.cookie, patient.id)).json().note;
    await createNote(owner.cookie, other.id);
    await request('POST', `/notes/${older.id}/sign`, owner.cookie);
    await request('POST', `/notes/${older.id}/addenda`, owner.cookie, { body: 'Added later.' });

    const response = await request('GET', `/patients/${patient.id}/notes`, owner.cookie);
    expect(response.statusCode).toBe(200);
    const { notes } = response.json();
    expect(notes.map((note: { id: string }) => note.id)).toEqual([newer.id, older.id]);
    expect(notes[1]).toMatchObject({
      status: 'signed',
      addendaCount: 1,
      authorName: 'Test User',
      signedByName: 'Test User',
    });
    expect(notes[0]).not.toHaveProperty('subjective');
  });

  it('records every read and change in the audit trail, without the clinical text', async () => {
    lines.length = 0;
    const { owner, patient } = await clinicWithPatient();
    const { note } = (await createNote(owner.cookie, patient.id, sections)).json();
    await request('GET', `/patients/${patient.id}/notes`, owner.cookie);
    await request('GET', `/notes/${note.id}`, owner.cookie);
    await request('PUT', `/notes/${note.id}`, owner.cookie, { ...sections, plan: 'Secret plan' });
    await request('POST', `/notes/${note.id}/sign`, owner.cookie);
    await request('POST', `/notes/${note.id}/addenda`, owner.cookie, { body: 'Secret addendum' });

    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.entityId, [note.id, patient.id]));
    expect(events.map((event) => event.action).sort()).toEqual(
      [
        'visit_note.addendum_add',
        'visit_note.create',
        'visit_note.list',
        'visit_note.read',
        'visit_note.sign',
        'visit_note.update',
      ].sort(),
    );
    for (const event of events) {
      expect(event.actorUserId).toBe(owner.user.id);
      if (event.entityType === 'visit_note')
        expect(event.meta).toHaveProperty('patientId', patient.id);
    }
    const recorded = JSON.stringify(events) + lines.join('');
    for (const text of [...Object.values(sections), 'Secret plan', 'Secret addendum']) {
      expect(recorded).not.toContain(text);
    }
    expect(events.find((event) => event.action === 'visit_note.list')).toMatchObject({
      entityType: 'patient',
      meta: { results: 1 },
    });
  });
});
