import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../domain/account.js';
import { ATTACHMENT_MAX_BYTES } from '../../domain/attachments.js';
import { LOGO_MAX_BYTES } from '../../domain/clinic-settings.js';
import { storedFiles } from '../db/schema.js';
import { createTestApp } from '../test/app.js';
import { elfExecutable, windowsExecutable } from '../test/documents.js';
import { multipartBody } from '../test/multipart.js';
import { operationsOf, type Operation } from './operations.js';
import { routeSamples } from './route-samples.js';
import { buildSampleWorld, sampleRequest } from './sample-requests.js';

/**
 * Uploads: type spoofing, oversize, path traversal and double
 * extensions, on every route that takes a file. Each upload has a size limit, a type allow-list
 * checked by magic bytes, stored under an internal id, served only as an attachment.
 */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.database.db;
const world = await buildSampleWorld(ctx);

type Answer = Record<string, unknown>;

/** Each upload route's size limit and where the file it stored is served. */
const uploadRoutes: Record<string, { maxBytes: number; servedAt: (answer: Answer) => string }> = {
  'POST /account/avatar': {
    maxBytes: AVATAR_MAX_BYTES,
    servedAt: (answer) => answer.avatarUrl as string,
  },
  'PUT /clinic/logo': { maxBytes: LOGO_MAX_BYTES, servedAt: (answer) => answer.logoUrl as string },
  'POST /patients/{patientId}/attachments': {
    maxBytes: ATTACHMENT_MAX_BYTES,
    servedAt: (answer) =>
      `/api/v1/attachments/${(answer.attachment as { id: string }).id}/download`,
  },
};

const uploads = operationsOf(ctx.app).filter((op) => routeSamples[op.key]?.upload);
const storedCount = async () => (await db.select({ n: count() }).from(storedFiles))[0]!.n;

async function send(operation: Operation, file: Buffer, filename: string, type?: string) {
  const form = await multipartBody([{ field: 'file', file, filename, type }]);
  const request = await sampleRequest(operation, world, { cookie: world.owner.cookie });
  return ctx.app.inject({
    ...request,
    payload: form.payload,
    headers: { ...request.headers, ...form.headers },
  });
}

describe('upload routes', () => {
  it('each have a size limit and a place where their files are served', () => {
    expect(uploads.map((op) => op.key).sort()).toEqual(Object.keys(uploadRoutes).sort());
  });
});

describe.each(uploads.map((operation) => ({ operation, name: operation.key })))(
  '$name',
  ({ operation }) => {
    const { file: valid, filename } = routeSamples[operation.key]!.upload!;
    const extension = filename.split('.').pop()!;
    const limits = uploadRoutes[operation.key]!;

    it.each([
      ['a Linux executable', elfExecutable],
      ['a Windows executable', windowsExecutable],
      ['an HTML page with a script', Buffer.from('<html><script>alert(1)</script></html>')],
      [
        'an SVG with a script',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      ],
    ])(
      `refuses %s named .${extension} and declared as allowed, storing nothing`,
      async (_, bytes) => {
        const before = await storedCount();
        const declared = extension === 'pdf' ? 'application/pdf' : `image/${extension}`;
        const response = await send(operation, bytes, `report.${extension}`, declared);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().fields).toHaveProperty('file');
        expect(await storedCount()).toBe(before);
      },
    );

    it('refuses a file one byte over its limit with 413, storing nothing', async () => {
      const before = await storedCount();
      const padded = Buffer.concat([valid, Buffer.alloc(limits.maxBytes + 1 - valid.length)]);
      const response = await send(operation, padded, filename);
      expect(response.statusCode, response.body).toBe(413);
      expect(await storedCount()).toBe(before);
    });

    it.each([
      `../../../etc/passwd.${extension}`,
      `..\\..\\windows\\win.${extension}`,
      `invoice.${extension}.exe`,
      `invoice.exe.${extension}`,
      `.htaccess`,
    ])(
      'takes a real file sent as %s, and serves it only as an attachment of its true type',
      async (name) => {
        const response = await send(operation, valid, name);
        expect(response.statusCode, response.body).toBeLessThan(300);
        const served = await ctx.app.inject({
          method: 'GET',
          url: limits.servedAt(response.json()),
          headers: { cookie: world.owner.cookie },
        });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(valid)).toBe(true);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        const disposition = String(served.headers['content-disposition']);
        expect(disposition).toMatch(/^attachment; filename="[^"/\\]+"/);
        expect(disposition).not.toContain('..');
        // Whatever the name said, the file ends in the extension of what it really is.
        expect(disposition).toMatch(new RegExp(`\\.${extension}"`));
      },
    );
  },
);
