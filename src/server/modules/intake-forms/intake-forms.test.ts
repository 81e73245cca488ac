import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PORTAL_FORM_PARAM } from '../../../domain/intake-forms.js';
import {
  attachments,
  auditEvents,
  onlineBookingSettings,
  patientForms,
  patients,
  storedFiles,
} from '../../db/schema.js';
import { portalCookieOf } from '../../security/clinic-world.js';
import { operationsOf, urlOf } from '../../security/operations.js';
import { createTestApp } from '../../test/app.js';
import { addAppointment } from '../../test/clinical-record-fixtures.js';
import { queuedMail, signedInMember, tokenOf } from '../../test/fixtures.js';
import { tinyPng } from '../../test/images.js';
import {
  addIntakeForm,
  addPatientForm,
  everyKindSections,
} from '../../test/intake-form-fixtures.js';
import { bookableClinic, mondayAfter } from '../../test/online-booking-fixtures.js';
import { addPatient, addService } from '../../test/scheduling-fixtures.js';
import { renderMail } from '../../integrations/mail/templates.js';
import { sendFirstVisitForms } from './first-visit-sweep.js';

/** Intake forms: built in Settings, sent before first visits, filled in on the portal, accepted. */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.database.db;

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });

const validAnswers = {
  phone: ' +381 64 111 2222 ',
  history: 'Asthma since childhood',
  areas: ['Knee', 'Neck'],
  heard: 'A friend',
  since: '2026-10-01',
  surgery: false,
  agree: true,
  sign: { typed: 'Mila Stojanović' },
};

const formInput = (serviceIds: string[] = []) => ({
  title: 'New patient intake',
  description: 'Before your first visit',
  sections: everyKindSections,
  serviceIds,
});

let emails = 0;
/** A bookable clinic with a patient (with an email) signed in to its portal, and a form sent. */
async function patientWithSentForm() {
  const clinic = await bookableClinic(ctx);
  const patient = await addPatient(db, clinic.clinicId, {
    email: `intake.${(emails += 1)}@example.com`,
    phone: '+381 21 000 000',
    dateOfBirth: '1990-04-12',
  });
  const form = await addIntakeForm(db, clinic.clinicId);
  const sent = await addPatientForm(db, {
    clinicId: clinic.clinicId,
    patientId: patient.id,
    form,
  });
  const portal = await portalCookieOf(ctx, clinic.clinicId, patient.id);
  return { clinic, patient, form, sent, portal };
}

describe('Settings → Intake forms', () => {
  it('creates, reads, lists, replaces and deletes a form with its services', async () => {
    const clinic = await bookableClinic(ctx);
    const cookie = clinic.owner.cookie;
    const created = await send('POST', '/intake-forms', cookie, formInput([clinic.service.id]));
    expect(created.statusCode, created.body).toBe(201);
    const form = created.json().intakeForm;
    expect(form).toMatchObject({ title: 'New patient intake', serviceIds: [clinic.service.id] });
    expect(form.sections[0].fields[0]).toMatchObject({ id: 'phone', mapsTo: 'phone' });

    expect((await send('GET', `/intake-forms/${form.id}`, cookie)).json().intakeForm.id).toBe(
      form.id,
    );
    const replaced = await send('PUT', `/intake-forms/${form.id}`, cookie, {
      ...formInput([]),
      title: 'Intake (short)',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().intakeForm).toMatchObject({ title: 'Intake (short)', serviceIds: [] });
    const list = await send('GET', '/intake-forms', cookie);
    expect(list.json().intakeForms.map((f: { title: string }) => f.title)).toEqual([
      'Intake (short)',
    ]);

    expect((await send('DELETE', `/intake-forms/${form.id}`, cookie)).statusCode).toBe(204);
    expect((await send('GET', `/intake-forms/${form.id}`, cookie)).statusCode).toBe(404);
    expect((await send('GET', '/intake-forms', cookie)).json().intakeForms).toEqual([]);
  });

  it('keeps copies already sent when their form is deleted', async () => {
    const { clinic, patient, form, sent } = await patientWithSentForm();
    expect((await send('DELETE', `/intake-forms/${form.id}`, clinic.owner.cookie)).statusCode).toBe(
      204,
    );
    const list = await send('GET', `/patients/${patient.id}/intake-forms`, clinic.owner.cookie);
    expect(list.json().patientForms).toEqual([
      expect.objectContaining({ id: sent.id, intakeFormId: form.id, title: form.title }),
    ]);
  });

  it('refuses a form the builder got wrong, naming the field', async () => {
    const clinic = await bookableClinic(ctx);
    const cases: [object, string][] = [
      [{ ...formInput(), sections: [] }, 'sections'],
      [
        {
          ...formInput(),
          sections: [
            {
              id: 's',
              title: '',
              fields: [{ id: 'a', kind: 'singleChoice', label: 'Pick', choices: ['Only one'] }],
            },
          ],
        },
        'sections.0.fields.0.choices',
      ],
      [
        {
          ...formInput(),
          sections: [
            {
              id: 's',
              title: '',
              fields: [{ id: 'a', kind: 'yesNo', label: 'Ok?', mapsTo: 'phone' }],
            },
          ],
        },
        'sections.0.fields.0.mapsTo',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await send('POST', '/intake-forms', clinic.owner.cookie, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields).toHaveProperty([field]);
    }
  });

  it("refuses another clinic's service", async () => {
    const clinic = await bookableClinic(ctx);
    const other = await bookableClinic(ctx);
    const response = await send(
      'POST',
      '/intake-forms',
      clinic.owner.cookie,
      formInput([other.service.id]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('serviceIds');
  });
});

describe('filling in a form on the portal', () => {
  it('lists and shows only the signed-in patient’s forms', async () => {
    const { clinic, sent, portal } = await patientWithSentForm();
    const sibling = await addPatient(db, clinic.clinicId, { email: 'sibling@example.com' });
    const theirs = await addPatientForm(db, {
      clinicId: clinic.clinicId,
      patientId: sibling.id,
      form: { id: sent.intakeFormId!, title: 'Theirs', sections: everyKindSections },
    });

    const list = await send('GET', '/portal/forms', portal);
    expect(list.statusCode).toBe(200);
    expect(list.json().patientForms.map((f: { id: string }) => f.id)).toEqual([sent.id]);
    expect((await send('GET', `/portal/forms/${sent.id}`, portal)).statusCode).toBe(200);
    expect((await send('GET', `/portal/forms/${theirs.id}`, portal)).statusCode).toBe(404);
    const submitted = await send('POST', `/portal/forms/${theirs.id}`, portal, {
      answers: validAnswers,
    });
    expect(submitted.statusCode).toBe(404);
  });

  const formOperations = operationsOf(ctx.app).filter((operation) =>
    operation.path.startsWith('/api/v1/portal/forms'),
  );

  it('has the routes this suite checks', () => {
    expect(formOperations.map((operation) => operation.key).sort()).toEqual([
      'GET /portal/forms',
      'GET /portal/forms/{id}',
      'POST /portal/forms/{id}',
    ]);
  });

  it.each(formOperations.map((operation) => [operation.key, operation] as const))(
    '%s answers 401 without a portal session (a staff one too), and 404 for another patient’s form',
    async (_key, operation) => {
      const mine = await patientWithSentForm();
      const theirs = await patientWithSentForm();
      const url = urlOf(operation, { id: theirs.sent.id });
      const payload = operation.method === 'POST' ? { answers: validAnswers } : undefined;
      const as = (cookie?: string) =>
        ctx.app.inject({
          method: operation.method,
          url,
          ...(cookie ? { headers: { cookie } } : {}),
          ...(payload ? { payload } : {}),
        });
      expect((await as()).statusCode).toBe(401);
      expect((await as(theirs.clinic.owner.cookie)).statusCode).toBe(401);
      const foreign = await as(mine.portal);
      if (operation.pathParams.length > 0) expect(foreign.statusCode).toBe(404);
      else {
        expect(foreign.statusCode).toBe(200);
        expect(foreign.body).not.toContain(theirs.sent.id);
      }
      const [untouched] = await db
        .select({ status: patientForms.status })
        .from(patientForms)
        .where(eq(patientForms.id, theirs.sent.id));
      expect(untouched!.status).toBe('sent');
    },
  );

  it('checks each answer against its field, naming the ones that are wrong', async () => {
    const { sent, portal } = await patientWithSentForm();
    const response = await send('POST', `/portal/forms/${sent.id}`, portal, {
      answers: {
        phone: '   ',
        areas: ['Knee', 'Elbow'],
        heard: 'A billboard',
        since: '2026-13-45',
        surgery: 'maybe',
        agree: false,
        sign: { drawn: 'data:image/png;base64,AAAA' },
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(
      [
        'answers.agree',
        'answers.areas',
        'answers.heard',
        'answers.phone',
        'answers.sign',
        'answers.since',
        'answers.surgery',
      ].sort(),
    );
    const missing = await send('POST', `/portal/forms/${sent.id}`, portal, { answers: {} });
    expect(Object.keys(missing.json().fields).sort()).toEqual(
      [
        'answers.agree',
        'answers.areas',
        'answers.phone',
        'answers.sign',
        'answers.since',
        'answers.surgery',
      ].sort(),
    );
    const [row] = await db.select().from(patientForms).where(eq(patientForms.id, sent.id));
    expect(row).toMatchObject({ status: 'sent', answers: {} });
  });

  it('keeps the answers, once, with a signed PDF among the patient’s attachments', async () => {
    const { clinic, patient, sent, portal } = await patientWithSentForm();
    const response = await send('POST', `/portal/forms/${sent.id}`, portal, {
      answers: { ...validAnswers, unknownField: 'ignored' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const form = response.json().patientForm;
    expect(form).toMatchObject({ status: 'submitted', submittedAt: expect.any(String) });
    // Trimmed, and the chosen areas in the form's order.
    expect(form.answers).toEqual({
      ...validAnswers,
      phone: '+381 64 111 2222',
      areas: ['Neck', 'Knee'],
    });

    const [attachment] = await db
      .select({ fileName: attachments.fileName, data: storedFiles.data, parts: storedFiles.parts })
      .from(attachments)
      .innerJoin(storedFiles, eq(storedFiles.id, attachments.fileId))
      .where(
        and(eq(attachments.clinicId, clinic.clinicId), eq(attachments.id, form.signedAttachmentId)),
      );
    expect(attachment!.fileName).toMatch(/^New patient intake – signed \d{4}-\d{2}-\d{2}\.pdf$/);
    const download = await send(
      'GET',
      `/attachments/${form.signedAttachmentId}/download`,
      clinic.owner.cookie,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const listed = await send('GET', `/patients/${patient.id}/attachments`, clinic.owner.cookie);
    // Made from the form, not uploaded: staff see it as signed by the patient.
    expect(listed.json().attachments).toContainEqual(
      expect.objectContaining({
        id: form.signedAttachmentId,
        uploadedBy: null,
        fromSignedForm: true,
      }),
    );

    const again = await send('POST', `/portal/forms/${sent.id}`, portal, { answers: validAnswers });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_SUBMITTED');
  });

  it('takes a drawn signature', async () => {
    const { sent, portal } = await patientWithSentForm();
    const drawn = `data:image/png;base64,${tinyPng.toString('base64')}`;
    const response = await send('POST', `/portal/forms/${sent.id}`, portal, {
      answers: { ...validAnswers, sign: { drawn } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().patientForm.signedAttachmentId).toEqual(expect.any(String));
  });

  it('keeps no PDF for a form with nothing to sign or agree to', async () => {
    const { clinic, patient, portal } = await patientWithSentForm();
    const plain = await addIntakeForm(db, clinic.clinicId, {
      title: 'Follow-up check',
      sections: [{ id: 's', title: '', fields: [everyKindSections[0]!.fields[0]!] }],
    });
    const sent = await addPatientForm(db, {
      clinicId: clinic.clinicId,
      patientId: patient.id,
      form: plain,
    });
    const response = await send('POST', `/portal/forms/${sent.id}`, portal, {
      answers: { phone: '+381 64 1' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().patientForm.signedAttachmentId).toBeNull();
  });
});

describe('accepting a submitted form into the record', () => {
  it('answers 409 NOT_SUBMITTED before the patient sends it', async () => {
    const { clinic, patient, sent } = await patientWithSentForm();
    const response = await send(
      'POST',
      `/patients/${patient.id}/intake-forms/${sent.id}/accept`,
      clinic.owner.cookie,
      {},
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NOT_SUBMITTED');
  });

  it('writes the chosen mapped answers to the record, and audits the change', async () => {
    const { clinic, patient, sent, portal } = await patientWithSentForm();
    await send('POST', `/portal/forms/${sent.id}`, portal, { answers: validAnswers });
    const response = await send(
      'POST',
      `/patients/${patient.id}/intake-forms/${sent.id}/accept`,
      clinic.owner.cookie,
      { fields: ['medicalHistory'] },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().patientForm).toMatchObject({
      status: 'accepted',
      acceptedByName: expect.any(String),
    });
    expect(response.json().patient).toMatchObject({
      medicalHistory: 'Asthma since childhood',
      phone: '+381 21 000 000',
    });
    const [row] = await db.select().from(patients).where(eq(patients.id, patient.id));
    expect(row).toMatchObject({
      medicalHistory: 'Asthma since childhood',
      phone: '+381 21 000 000',
    });
    const audited = await db
      .select({ meta: auditEvents.meta })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'patient.update'), eq(auditEvents.entityId, patient.id)));
    expect(audited.map((event) => event.meta)).toEqual([
      expect.objectContaining({ changedFields: ['medicalHistory'] }),
    ]);

    const again = await send(
      'POST',
      `/patients/${patient.id}/intake-forms/${sent.id}/accept`,
      clinic.owner.cookie,
      {},
    );
    expect(again.json().code).toBe('ALREADY_ACCEPTED');
  });

  it('writes every mapped answer by default', async () => {
    const { clinic, patient, sent, portal } = await patientWithSentForm();
    await send('POST', `/portal/forms/${sent.id}`, portal, { answers: validAnswers });
    const response = await send(
      'POST',
      `/patients/${patient.id}/intake-forms/${sent.id}/accept`,
      clinic.owner.cookie,
      {},
    );
    expect(response.json().patient).toMatchObject({
      phone: '+381 64 111 2222',
      medicalHistory: 'Asthma since childhood',
    });
  });
});

describe('sending forms', () => {
  it('mails a form staff send with a link that signs in once and opens it', async () => {
    const { clinic, patient, form } = await patientWithSentForm();
    const response = await send(
      'POST',
      `/patients/${patient.id}/intake-forms`,
      clinic.owner.cookie,
      {
        intakeFormId: form.id,
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const sent = response.json().patientForm;
    expect(sent).toMatchObject({ status: 'sent', appointmentId: null, answers: {} });
    const [mail] = await queuedMail(db, patient.email, 'intake-form');
    expect(mail!.data).toMatchObject({ formTitle: form.title, visitWhen: null });
    const link = new URL(mail!.data.link);
    expect(link.pathname).toBe(`/portal/${clinic.slug}/sign-in`);
    expect(link.searchParams.get(PORTAL_FORM_PARAM)).toBe(sent.id);

    // Days later, the link still signs in, once.
    ctx.clock.advance(3 * 24 * 60 * 60 * 1000);
    const signIn = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/portal/sessions',
        payload: { token: tokenOf(mail!.data.link) },
      });
    expect((await signIn()).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(410);
  });

  it('explains why it cannot send: no portal, or no email', async () => {
    const { clinic, patient, form } = await patientWithSentForm();
    const noEmail = await addPatient(db, clinic.clinicId, { email: '' });
    const refused = await send(
      'POST',
      `/patients/${noEmail.id}/intake-forms`,
      clinic.owner.cookie,
      {
        intakeFormId: form.id,
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NO_EMAIL');

    await db
      .update(onlineBookingSettings)
      .set({ enabled: false })
      .where(eq(onlineBookingSettings.clinicId, clinic.clinicId));
    const closed = await send('POST', `/patients/${patient.id}/intake-forms`, clinic.owner.cookie, {
      intakeFormId: form.id,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('PORTAL_OFF');
  });

  it('keeps forms from assistants, who do not see the clinical record', async () => {
    const { clinic, patient } = await patientWithSentForm();
    const assistant = await signedInMember(ctx, 'assistant', clinic.clinicId);
    const response = await send('GET', `/patients/${patient.id}/intake-forms`, assistant.cookie);
    expect(response.statusCode).toBe(403);
  });
});

describe('the first-visit sweep', () => {
  const deps = { db, clock: ctx.clock, appOrigin: 'http://localhost:3000' };
  const formsOfVisit = (clinicId: string, appointmentId: string) =>
    db
      .select({ id: patientForms.id })
      .from(patientForms)
      .where(
        and(eq(patientForms.clinicId, clinicId), eq(patientForms.appointmentId, appointmentId)),
      );

  it('sends each form of a first visit once, and none for a later visit', async () => {
    const clinic = await bookableClinic(ctx);
    const other = await addService(db, clinic.clinicId, { name: 'Massage' });
    const form = await addIntakeForm(db, clinic.clinicId, { serviceIds: [clinic.service.id] });
    const patient = await addPatient(db, clinic.clinicId, { email: 'first.visit@example.com' });
    const visit = (start: Date, serviceId = clinic.service.id, status = 'scheduled' as const) =>
      addAppointment(db, {
        clinicId: clinic.clinicId,
        therapistId: clinic.therapist.id,
        patientId: patient.id,
        serviceId,
        status,
        startsAt: start,
        endsAt: new Date(start.getTime() + 45 * 60_000),
      });
    const first = await visit(mondayAfter(ctx.clock.now(), 7, '10:00'));
    const second = await visit(mondayAfter(ctx.clock.now(), 14, '10:00'));
    const massage = await visit(mondayAfter(ctx.clock.now(), 21, '10:00'), other.id);

    await sendFirstVisitForms(deps);
    await sendFirstVisitForms(deps);

    expect(await formsOfVisit(clinic.clinicId, first.id)).toHaveLength(1);
    expect(await formsOfVisit(clinic.clinicId, second.id)).toHaveLength(0);
    expect(await formsOfVisit(clinic.clinicId, massage.id)).toHaveLength(0);
    const mails = await queuedMail(db, patient.email, 'intake-form');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toMatchObject({ formTitle: form.title, visitWhen: expect.any(String) });
    const { text } = renderMail(mails[0]!);
    expect(text).toContain(
      `Please fill in ${form.title} before your visit on ${mails[0]!.data.visitWhen}.`,
    );
    expect(text).toContain(mails[0]!.data.link);
  });

  it('counts a cancelled earlier visit as no visit', async () => {
    const clinic = await bookableClinic(ctx);
    await addIntakeForm(db, clinic.clinicId, { serviceIds: [clinic.service.id] });
    const patient = await addPatient(db, clinic.clinicId, { email: 'cancelled.first@example.com' });
    const base = {
      clinicId: clinic.clinicId,
      therapistId: clinic.therapist.id,
      patientId: patient.id,
      serviceId: clinic.service.id,
    };
    const cancelledStart = mondayAfter(ctx.clock.now(), 7, '09:00');
    await addAppointment(db, {
      ...base,
      status: 'cancelled',
      startsAt: cancelledStart,
      endsAt: new Date(cancelledStart.getTime() + 45 * 60_000),
    });
    const start = mondayAfter(ctx.clock.now(), 7, '11:00');
    const visit = await addAppointment(db, {
      ...base,
      startsAt: start,
      endsAt: new Date(start.getTime() + 45 * 60_000),
    });
    await sendFirstVisitForms(deps);
    expect(await formsOfVisit(clinic.clinicId, visit.id)).toHaveLength(1);
  });

  it('sends nothing when the clinic’s portal is off', async () => {
    const clinic = await bookableClinic(ctx, { enabled: false });
    await addIntakeForm(db, clinic.clinicId, { serviceIds: [clinic.service.id] });
    const patient = await addPatient(db, clinic.clinicId, { email: 'closed@example.com' });
    const start = mondayAfter(ctx.clock.now(), 7, '10:00');
    const visit = await addAppointment(db, {
      clinicId: clinic.clinicId,
      therapistId: clinic.therapist.id,
      patientId: patient.id,
      serviceId: clinic.service.id,
      startsAt: start,
      endsAt: new Date(start.getTime() + 45 * 60_000),
    });
    await sendFirstVisitForms(deps);
    expect(await formsOfVisit(clinic.clinicId, visit.id)).toHaveLength(0);
  });
});
