import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inFlightOf } from '../../clinic/fair-share.js';
import { storedFiles } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { tinyPdf } from '../../test/documents.js';
import { createClinic, signedInMember } from '../../test/fixtures.js';
import { multipartBody } from '../../test/multipart.js';
import { addPatient } from '../../test/scheduling-fixtures.js';

/**
 * One clinic cannot stall the others with uploads: at most two of a clinic's uploads are read
 * at a time (attachments, logo and its members' pictures together), and each clinic has its own
 * rate of uploads.
 */
describe('uploads are shared fairly between clinics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function ownerWithPatient(planId?: string) {
    const clinicId = planId
      ? (await createClinic(ctx.database.db, 'Clinic', planId)).id
      : undefined;
    const owner = await signedInMember(ctx, 'owner', clinicId);
    return { owner, patient: await addPatient(ctx.database.db, owner.clinicId) };
  }

  const pdfBody = (size = tinyPdf.length) =>
    multipartBody([
      {
        field: 'file',
        file: Buffer.concat([tinyPdf, Buffer.alloc(size - tinyPdf.length, 32)]),
        filename: 'scan.pdf',
        type: 'application/pdf',
      },
    ]);

  const upload = async (cookie: string, patientId: string) => {
    const body = await pdfBody();
    return ctx.app.inject({
      method: 'POST',
      url: `/api/v1/patients/${patientId}/attachments`,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };

  /** A form without a file: answered at once (400) when it gets a slot. */
  const emptyUpload = async (method: 'POST' | 'PUT', url: string, cookie: string) => {
    const body = await multipartBody([{ field: 'note', value: 'no file' }]);
    return ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };

  /** An upload whose last bytes are still on their way: it keeps its slot until `finish()`. */
  async function slowUpload(cookie: string, patientId: string) {
    const body = await pdfBody(256 * 1024);
    const stream = new PassThrough();
    stream.write(body.payload.subarray(0, body.payload.length - 1024));
    const response = ctx.app.inject({
      method: 'POST',
      url: `/api/v1/patients/${patientId}/attachments`,
      payload: stream,
      headers: { ...body.headers, cookie },
    });
    return {
      response,
      finish: () => stream.end(body.payload.subarray(body.payload.length - 1024)),
    };
  }

  it('refuses a third upload of a clinic with 429 and Retry-After while two are read; other clinics upload meanwhile', async () => {
    const busy = await ownerWithPatient();
    const other = await ownerWithPatient();
    const first = await slowUpload(busy.owner.cookie, busy.patient.id);
    const second = await slowUpload(busy.owner.cookie, busy.patient.id);

    while (inFlightOf('upload', busy.owner.clinicId) < 2)
      await new Promise((resolve) => setTimeout(resolve, 10));

    const refused = await emptyUpload(
      'POST',
      `/patients/${busy.patient.id}/attachments`,
      busy.owner.cookie,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      code: 'CLINIC_BUSY',
      msg: 'Your clinic already has 2 uploads in progress. Wait for one to finish, then try again.',
    });
    // The logo and the members' pictures share the clinic's slots.
    expect((await emptyUpload('PUT', '/clinic/logo', busy.owner.cookie)).statusCode).toBe(429);
    expect((await emptyUpload('POST', '/account/avatar', busy.owner.cookie)).statusCode).toBe(429);

    const meanwhile = await upload(other.owner.cookie, other.patient.id);
    expect(meanwhile.statusCode, meanwhile.body).toBe(201);

    first.finish();
    second.finish();
    expect((await first.response).statusCode).toBe(201);
    expect((await second.response).statusCode).toBe(201);
    expect((await upload(busy.owner.cookie, busy.patient.id)).statusCode).toBe(201);
  });

  it('limits the uploads of a clinic over time (429 with Retry-After), not those of the next clinic', async () => {
    const busy = await ownerWithPatient();
    const other = await ownerWithPatient();
    const url = `/patients/${busy.patient.id}/attachments`;
    for (let n = 0; n < 120; n += 1) {
      const answer = await emptyUpload('POST', url, busy.owner.cookie);
      expect(answer.statusCode).toBe(400);
    }
    const limited = await upload(busy.owner.cookie, busy.patient.id);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      msg: 'Too many uploads. Please wait 10 minutes and try again.',
    });
    expect((await upload(other.owner.cookie, other.patient.id)).statusCode).toBe(201);
  });

  it("stops a free (Early Access) clinic's uploads at its plan's storage: 409 with what to do", async () => {
    const { owner, patient } = await ownerWithPatient('early_access');
    const quota = 100 * 1024 ** 3;
    // Rows that say they fill it (a row's size is at most 2 GB).
    await ctx.database.db.insert(storedFiles).values(
      Array.from({ length: 64 }, () => ({
        clinicId: owner.clinicId,
        purpose: 'attachment',
        contentType: 'application/pdf',
        byteSize: quota / 64,
        data: Buffer.from('x'),
      })),
    );
    const refused = await upload(owner.cookie, patient.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_STORAGE_LIMIT',
      msg: 'Your Early Access plan includes 100GB of storage. To upload more, delete files you no longer need, or upgrade in Settings → Plan & Billing.',
      details: { limit: quota, planId: 'early_access' },
    });
  });
});
