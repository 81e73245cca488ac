import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { portalCookieOf } from '../../security/clinic-world.js';
import { createTestApp } from '../../test/app.js';
import { tinyPdf } from '../../test/documents.js';
import { signedInMember } from '../../test/fixtures.js';
import { tinyPng } from '../../test/images.js';
import {
  addIntakeForm,
  addPatientForm,
  WORLD_FORM_ANSWERS,
} from '../../test/intake-form-fixtures.js';
import { multipartBody } from '../../test/multipart.js';
import { addPatient, signedInOwnerWithPatient } from '../../test/scheduling-fixtures.js';

/** Documents the clinic shares: staff share a patient's file, the patient sees and downloads it. */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.database.db;

type Method = 'GET' | 'PATCH';
const send = (method: Method, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });

async function upload(cookie: string, patientId: string, filename: string, file = tinyPdf) {
  const type = file === tinyPdf ? 'application/pdf' : 'image/png';
  const body = await multipartBody([{ field: 'file', file, filename, type }]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/patients/${patientId}/attachments`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().attachment.id as string;
}

const share = (cookie: string, id: string, sharedWithPatient: boolean | string = true) =>
  send('PATCH', `/attachments/${id}`, cookie, { sharedWithPatient });

/** A clinic's owner, a patient signed in to the portal, and a second patient of the clinic. */
async function clinicWithPatients() {
  const { owner, patient } = await signedInOwnerWithPatient(ctx);
  const other = await addPatient(db, owner.clinicId, { firstName: 'Nina' });
  const portal = await portalCookieOf(ctx, owner.clinicId, patient.id);
  return { owner, patient, other, portal };
}

const documentIds = async (portal: string) =>
  (await send('GET', '/portal/documents', portal))
    .json()
    .documents.map((document: { id: string }) => document.id);

describe('sharing a file with the patient', () => {
  it('shares and stops sharing, keeping the first time it was shared, audited', async () => {
    const { owner, patient } = await clinicWithPatients();
    const id = await upload(owner.cookie, patient.id, 'Exercise plan.pdf');
    const listed = await send('GET', `/patients/${patient.id}/attachments`, owner.cookie);
    expect(listed.json().attachments[0]).toMatchObject({
      sharedWithPatient: false,
      sharedAt: null,
    });

    const sharedAt = ctx.clock.now().toISOString();
    const shared = await share(owner.cookie, id);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().attachment).toMatchObject({
      id,
      fileName: 'Exercise plan.pdf',
      uploadedBy: 'Test User',
      sharedWithPatient: true,
      sharedAt,
    });
    ctx.clock.advance(60_000);
    expect((await share(owner.cookie, id)).json().attachment.sharedAt).toBe(sharedAt);

    const stopped = await share(owner.cookie, id, false);
    expect(stopped.json().attachment).toMatchObject({ sharedWithPatient: false, sharedAt: null });
    const audited = await db
      .select({ action: auditEvents.action, meta: auditEvents.meta })
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, owner.clinicId), eq(auditEvents.entityId, id)));
    expect(audited.filter((event) => event.action.endsWith('shared'))).toEqual([
      { action: 'attachment.shared', meta: { patientId: patient.id } },
      { action: 'attachment.unshared', meta: { patientId: patient.id } },
    ]);
  });

  it("refuses assistants, another clinic's file, a body that is not a yes or no, and no session", async () => {
    const { owner, patient } = await clinicWithPatients();
    const id = await upload(owner.cookie, patient.id, 'Report.pdf');
    const assistant = await signedInMember(ctx, 'assistant', owner.clinicId);
    expect((await share(assistant.cookie, id)).statusCode).toBe(403);
    const therapist = await signedInMember(ctx, 'therapist', owner.clinicId);
    expect((await share(therapist.cookie, id)).statusCode).toBe(200);

    const elsewhere = await signedInMember(ctx, 'owner');
    expect((await share(elsewhere.cookie, id)).statusCode).toBe(404);
    const bad = await share(owner.cookie, id, 'yes');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['sharedWithPatient']);
    const anonymous = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/attachments/${id}`,
      payload: { sharedWithPatient: false },
    });
    expect(anonymous.statusCode).toBe(401);
    const listed = await send('GET', `/patients/${patient.id}/attachments`, owner.cookie);
    expect(listed.json().attachments[0].sharedWithPatient).toBe(true);
  });
});

describe("the portal's documents", () => {
  it("lists the patient's own shared files only, latest shared first", async () => {
    const { owner, patient, other, portal } = await clinicWithPatients();
    const letter = await upload(owner.cookie, patient.id, 'Letter.pdf');
    const photo = await upload(owner.cookie, patient.id, 'Knee.png', tinyPng);
    await upload(owner.cookie, patient.id, 'Private notes.pdf');
    const othersFile = await upload(owner.cookie, other.id, 'Nina.pdf');
    await share(owner.cookie, othersFile);
    expect(await documentIds(portal)).toEqual([]);

    await share(owner.cookie, photo);
    const photoSharedAt = ctx.clock.now().toISOString();
    ctx.clock.advance(60_000);
    await share(owner.cookie, letter);

    const documents = (await send('GET', '/portal/documents', portal)).json().documents;
    expect(documents).toEqual([
      {
        id: letter,
        fileName: 'Letter.pdf',
        contentType: 'application/pdf',
        byteSize: tinyPdf.length,
        sharedAt: ctx.clock.now().toISOString(),
      },
      {
        id: photo,
        fileName: 'Knee.png',
        contentType: 'image/png',
        byteSize: tinyPng.length,
        sharedAt: photoSharedAt,
      },
    ]);

    await share(owner.cookie, letter, false);
    expect(await documentIds(portal)).toEqual([photo]);
    expect(await documentIds(await portalCookieOf(ctx, owner.clinicId, other.id))).toEqual([
      othersFile,
    ]);
  });

  it("downloads a shared file safely, and answers 404 for one not shared or another patient's", async () => {
    const { owner, patient, other, portal } = await clinicWithPatients();
    const letter = await upload(owner.cookie, patient.id, 'Letter Ana Petrović.pdf');
    const unshared = await upload(owner.cookie, patient.id, 'Private notes.pdf');
    const othersFile = await upload(owner.cookie, other.id, 'Nina.pdf');
    await share(owner.cookie, letter);
    await share(owner.cookie, othersFile);
    const download = (id: string) => send('GET', `/portal/documents/${id}/download`, portal);

    const file = await download(letter);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload.equals(tinyPdf)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition':
        'attachment; filename="Letter Ana Petrovi_.pdf"; filename*=UTF-8\'\'Letter%20Ana%20Petrovi%C4%87.pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    const [audited] = await db
      .select({ meta: auditEvents.meta })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.clinicId, owner.clinicId),
          eq(auditEvents.entityId, letter),
          eq(auditEvents.action, 'attachment.download'),
        ),
      );
    expect(audited!.meta).toEqual({ patientId: patient.id, source: 'portal' });

    for (const id of [unshared, othersFile]) {
      const refused = await download(id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('NOT_FOUND');
    }
    await share(owner.cookie, letter, false);
    expect((await download(letter)).statusCode).toBe(404);
  });

  it('shares the PDF of a form the patient signed, with no one sharing it', async () => {
    const { owner, patient, portal } = await clinicWithPatients();
    const form = await addIntakeForm(db, owner.clinicId);
    const sent = await addPatientForm(db, {
      clinicId: owner.clinicId,
      patientId: patient.id,
      form,
    });
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/portal/forms/${sent.id}`,
      headers: { cookie: portal },
      payload: { answers: WORLD_FORM_ANSWERS },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const signedId = submitted.json().patientForm.signedAttachmentId as string;

    const [document] = (await send('GET', '/portal/documents', portal)).json().documents;
    expect(document).toMatchObject({
      id: signedId,
      fileName: expect.stringMatching(/^New patient intake – signed .*\.pdf$/),
      sharedAt: ctx.clock.now().toISOString(),
    });
    const file = await send('GET', `/portal/documents/${signedId}/download`, portal);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const listed = await send('GET', `/patients/${patient.id}/attachments`, owner.cookie);
    expect(listed.json().attachments[0]).toMatchObject({ id: signedId, sharedWithPatient: true });
  });
});
