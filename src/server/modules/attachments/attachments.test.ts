import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, NOT_AN_ATTACHMENT } from '../../../domain/attachments.js';
import { attachments, auditEvents, storedFiles } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { elfExecutable, tinyPdf, windowsExecutable } from '../../test/documents.js';
import { tinyJpeg, tinyPng } from '../../test/images.js';
import { multipartBody } from '../../test/multipart.js';
import { addPatient, signedInOwnerWithPatient } from '../../test/scheduling-fixtures.js';
import { clinicUsage } from '../billing/usage.js';

/**
 * Attachments: PDF and images up to a size limit, type checked by
 * content, stored under an internal id, downloaded through an authorised route only, deleted
 * with an audit record, counted against the plan's storage.
 */
describe('patient attachments', () => {
  const lines: string[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ LOG_LEVEL: 'info' }, { write: (line) => lines.push(line) });
  });
  afterAll(() => ctx.close());

  const ownerWithPatient = (planId?: string) => signedInOwnerWithPatient(ctx, planId);

  const upload = async (
    cookie: string,
    patientId: string,
    file: Buffer,
    filename: string,
    type = 'application/pdf',
  ) => {
    const body = await multipartBody([{ field: 'file', file, filename, type }]);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/v1/patients/${patientId}/attachments`,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };
  const get = (url: string, cookie: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
  const filesOf = (clinicId: string) =>
    ctx.database.db.select().from(storedFiles).where(eq(storedFiles.clinicId, clinicId));

  it('accepts a PDF and a PNG; the bytes come back as a download with safe headers', async () => {
    const { owner, patient } = await ownerWithPatient();
    const pdf = await upload(owner.cookie, patient.id, tinyPdf, 'Referral letter.pdf');
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json().attachment).toMatchObject({
      patientId: patient.id,
      fileName: 'Referral letter.pdf',
      contentType: 'application/pdf',
      byteSize: tinyPdf.length,
      uploadedById: owner.user.id,
      uploadedBy: 'Test User',
      fromSignedForm: false,
    });
    // The storage id stays internal.
    expect(Object.keys(pdf.json().attachment).sort()).toEqual([
      'byteSize',
      'contentType',
      'createdAt',
      'fileName',
      'fromSignedForm',
      'id',
      'patientId',
      'sharedAt',
      'sharedWithPatient',
      'uploadedBy',
      'uploadedById',
    ]);
    const png = await upload(owner.cookie, patient.id, tinyPng, 'knee.png', 'image/png');
    expect(png.json().attachment).toMatchObject({ contentType: 'image/png', fileName: 'knee.png' });

    const download = await get(`/attachments/${pdf.json().attachment.id}/download`, owner.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(tinyPdf)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition':
        'attachment; filename="Referral letter.pdf"; filename*=UTF-8\'\'Referral%20letter.pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(await filesOf(owner.clinicId)).toEqual([
      expect.objectContaining({ purpose: 'attachment', contentType: 'application/pdf' }),
      expect.objectContaining({ purpose: 'attachment', contentType: 'image/png' }),
    ]);
  });

  it.each([
    ['a Linux executable', elfExecutable],
    ['a Windows executable', windowsExecutable],
    ['a shell script', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s renamed .pdf (400 fields.file), storing nothing', async (_, bytes) => {
    const { owner, patient } = await ownerWithPatient();
    const response = await upload(owner.cookie, patient.id, bytes, 'results.pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_FILE',
      msg: NOT_AN_ATTACHMENT,
      fields: { file: NOT_AN_ATTACHMENT },
    });
    expect(await filesOf(owner.clinicId)).toEqual([]);
  });

  it('names a file by its content: a PDF sent as .png keeps its name and gains .pdf', async () => {
    const { owner, patient } = await ownerWithPatient();
    const response = await upload(owner.cookie, patient.id, tinyPdf, 'scan.png', 'image/png');
    expect(response.json().attachment).toMatchObject({
      contentType: 'application/pdf',
      fileName: 'scan.png.pdf',
    });
  });

  it('takes files past the 1 MB JSON body limit, and answers 413 above 10 MB like the avatar', async () => {
    const { owner, patient } = await ownerWithPatient();
    const padded = (size: number) =>
      Buffer.concat([tinyPdf, Buffer.alloc(size - tinyPdf.length, 32)]);
    const accepted = await upload(owner.cookie, patient.id, padded(2 * 1024 * 1024), 'large.pdf');
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().attachment.byteSize).toBe(2 * 1024 * 1024);

    const tooBig = await upload(
      owner.cookie,
      patient.id,
      padded(ATTACHMENT_MAX_BYTES + 1),
      'x.pdf',
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      code: 'FILE_TOO_LARGE',
      msg: 'The file is larger than 10 MB.',
    });
    expect(await filesOf(owner.clinicId)).toHaveLength(1);
  });

  it('a missing file is a 400 fields.file', async () => {
    const { owner, patient } = await ownerWithPatient();
    const body = await multipartBody([{ field: 'note', value: 'no file' }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/patients/${patient.id}/attachments`,
      payload: body.payload,
      headers: { ...body.headers, cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ file: 'Choose a file to upload.' });
  });

  it('a name with folders or control characters is kept as a plain name only', async () => {
    const { owner, patient } = await ownerWithPatient();
    const sneaky = await upload(owner.cookie, patient.id, tinyPdf, '../../../etc/passwd.pdf');
    expect(sneaky.statusCode).toBe(201);
    const { id, fileName } = sneaky.json().attachment;
    expect(fileName).toBe('passwd.pdf');
    const download = await get(`/attachments/${id}/download`, owner.cookie);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="passwd.pdf"; filename*=UTF-8\'\'passwd.pdf',
    );
    // Stored under the internal id: the name is a label on the record, not a place.
    const [stored] = await filesOf(owner.clinicId);
    expect(stored!.id).not.toBe(id);
    expect(Object.values(stored!).join(' ')).not.toContain('passwd');

    const windows = await upload(owner.cookie, patient.id, tinyPdf, '..\\..\\boot\\ini.pdf');
    expect(windows.json().attachment.fileName).toBe('ini.pdf');
    const spoofed = await upload(
      owner.cookie,
      patient.id,
      tinyPng,
      'Röntgen (knee)\u202Egnp.exe',
      'image/png',
    );
    const spoofedName = spoofed.json().attachment.fileName;
    expect(spoofedName).toBe('Röntgen (knee)gnp.exe.png');
    const image = await get(`/attachments/${spoofed.json().attachment.id}/download`, owner.cookie);
    expect(image.headers['content-disposition']).toBe(
      'attachment; filename="R_ntgen (knee)gnp.exe.png"; filename*=UTF-8\'\'R%C3%B6ntgen%20%28knee%29gnp.exe.png',
    );
  });

  it("lists a patient's attachments newest first", async () => {
    const { owner, patient } = await ownerWithPatient();
    const other = await addPatient(ctx.database.db, owner.clinicId, { firstName: 'Ana' });
    await upload(owner.cookie, patient.id, tinyPdf, 'first.pdf');
    ctx.clock.advance(60_000);
    await upload(owner.cookie, patient.id, tinyJpeg, 'second.jpg', 'image/jpeg');
    await upload(owner.cookie, other.id, tinyPdf, 'someone else.pdf');

    const response = await get(`/patients/${patient.id}/attachments`, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().attachments).toEqual([
      expect.objectContaining({ fileName: 'second.jpg', contentType: 'image/jpeg' }),
      expect.objectContaining({ fileName: 'first.pdf', uploadedBy: 'Test User' }),
    ]);
  });

  it("counts attachments against the plan's storage and refuses one that does not fit", async () => {
    const { owner, patient } = await ownerWithPatient('solo');
    const before = (await clinicUsage(ctx.database.db, owner.clinicId, ctx.clock.now()))
      .storageBytes;
    await upload(owner.cookie, patient.id, tinyPdf, 'counted.pdf');
    expect((await clinicUsage(ctx.database.db, owner.clinicId, ctx.clock.now())).storageBytes).toBe(
      before + tinyPdf.length,
    );

    // Files that (say) they fill the Solo plan's 10 GB but for a few bytes.
    const limit = 10 * 1024 ** 3;
    const filler = Math.floor((limit - tinyPdf.length - 10) / 5);
    await ctx.database.db.insert(storedFiles).values(
      Array.from({ length: 5 }, () => ({
        clinicId: owner.clinicId,
        purpose: 'attachment',
        contentType: 'application/pdf',
        byteSize: filler,
        data: Buffer.from('x'),
      })),
    );
    const refused = await upload(owner.cookie, patient.id, tinyPng, 'one more.png', 'image/png');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_STORAGE_LIMIT',
      details: { limit, planId: 'solo' },
    });
    expect(
      await ctx.database.db.select().from(attachments).where(eq(attachments.patientId, patient.id)),
    ).toHaveLength(1);
  });

  it('deletes the record and its stored file, which then answers 404', async () => {
    const { owner, patient } = await ownerWithPatient();
    const { id } = (await upload(owner.cookie, patient.id, tinyPdf, 'old.pdf')).json().attachment;
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/attachments/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(await filesOf(owner.clinicId)).toEqual([]);
    expect((await get(`/attachments/${id}/download`, owner.cookie)).statusCode).toBe(404);
    expect((await get(`/patients/${patient.id}/attachments`, owner.cookie)).json()).toEqual({
      attachments: [],
    });
  });

  it('records upload, list, download and delete in the audit trail, without the file name', async () => {
    lines.length = 0;
    const { owner, patient } = await ownerWithPatient();
    const fileName = 'MRI knee Mila Stojanovic.pdf';
    const { id } = (await upload(owner.cookie, patient.id, tinyPdf, fileName)).json().attachment;
    await get(`/patients/${patient.id}/attachments`, owner.cookie);
    await get(`/attachments/${id}/download`, owner.cookie);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/attachments/${id}`,
      headers: { cookie: owner.cookie },
    });

    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.entityId, [id, patient.id]));
    expect(events.map((event) => event.action).sort()).toEqual([
      'attachment.delete',
      'attachment.download',
      'attachment.list',
      'attachment.upload',
    ]);
    expect(events.find((event) => event.action === 'attachment.delete')).toMatchObject({
      actorUserId: owner.user.id,
      meta: { patientId: patient.id, contentType: 'application/pdf', byteSize: tinyPdf.length },
    });
    expect(JSON.stringify(events) + lines.join('')).not.toMatch(/MRI|Stojanovic/);
  });
});
