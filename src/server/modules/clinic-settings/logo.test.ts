import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../../domain/clinic-settings.js';
import { auditEvents, storedFiles } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { tinyJpeg, tinyPng } from '../../test/images.js';
import { multipartBody } from '../../test/multipart.js';
import { addMember } from '../../test/team-fixtures.js';

describe('clinic logo (clinic-settings logo)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const upload = async (cookie: string | undefined, file: Buffer, filename = 'logo.png') => {
    const body = await multipartBody([{ field: 'file', file, filename, type: 'image/png' }]);
    return ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/clinic/logo',
      payload: body.payload,
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    });
  };
  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const remove = (cookie?: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/clinic/logo',
      headers: cookie ? { cookie } : {},
    });
  const filesOf = (clinicId: string) =>
    ctx.database.db.select().from(storedFiles).where(eq(storedFiles.clinicId, clinicId));

  it('an owner uploads a logo; every member of the clinic gets the bytes as an attachment', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const response = await upload(owner.cookie, tinyPng);
    expect(response.statusCode).toBe(200);
    const { logoUrl } = response.json();
    expect(logoUrl).toMatch(/^\/api\/v1\/clinic\/logo\/[0-9a-f-]{36}$/);
    expect((await get('/api/v1/clinic/settings', owner.cookie)).json().settings.logoUrl).toBe(
      logoUrl,
    );

    const { user } = await addMember(ctx.database.db, owner.clinicId, 'assistant');
    const image = await get(logoUrl, await sessionCookieFor(ctx, user.id, owner.clinicId));
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(tinyPng)).toBe(true);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'attachment; filename="logo.png"',
      'x-content-type-options': 'nosniff',
    });
    expect(await filesOf(owner.clinicId)).toEqual([
      expect.objectContaining({
        purpose: 'clinic_logo',
        contentType: 'image/png',
        ownerUserId: null,
      }),
    ]);
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, owner.clinicId));
    expect(event).toMatchObject({ action: 'clinic.logo_changed', actorUserId: owner.user.id });
  });

  it('replaces the previous logo, whose URL then answers 404', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const first = (await upload(owner.cookie, tinyPng)).json().logoUrl;
    const second = (await upload(owner.cookie, tinyJpeg, 'logo.jpg')).json().logoUrl;
    expect(second).not.toBe(first);
    expect((await get(first, owner.cookie)).statusCode).toBe(404);
    expect((await get(second, owner.cookie)).headers['content-type']).toBe('image/jpeg');
    expect((await filesOf(owner.clinicId)).map((file) => file.contentType)).toEqual(['image/jpeg']);
  });

  it('removes the logo (204): no URL, no file', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const logoUrl = (await upload(owner.cookie, tinyPng)).json().logoUrl;
    expect((await remove(owner.cookie)).statusCode).toBe(204);
    expect((await get('/api/v1/clinic/settings', owner.cookie)).json().settings.logoUrl).toBeNull();
    expect((await get(logoUrl, owner.cookie)).statusCode).toBe(404);
    expect(await filesOf(owner.clinicId)).toEqual([]);
  });

  it("does not serve another clinic's logo (404)", async () => {
    const owner = await signedInMember(ctx, 'owner');
    const logoUrl = (await upload(owner.cookie, tinyPng)).json().logoUrl;
    const stranger = await signedInMember(ctx, 'owner');
    expect((await get(logoUrl, stranger.cookie)).statusCode).toBe(404);
    expect((await get('/api/v1/clinic/logo/not-an-id', stranger.cookie)).statusCode).toBe(400);
  });

  it('checks the content: text named .png is a 400 fields.file, over 2 MB a 413', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const text = await upload(owner.cookie, Buffer.from('not a picture\n'), 'logo.png');
    expect(text.statusCode).toBe(400);
    expect(text.json().fields).toEqual({ file: 'Choose a JPEG, PNG or WebP image.' });
    const padded = Buffer.concat([tinyPng, Buffer.alloc(LOGO_MAX_BYTES + 1 - tinyPng.length, 0)]);
    const tooBig = await upload(owner.cookie, padded);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      code: 'FILE_TOO_LARGE',
      msg: 'The image is larger than 2 MB.',
    });
    expect(await filesOf(owner.clinicId)).toEqual([]);
  });

  it('answers 401 signed out and 403 to a therapist', async () => {
    expect((await upload(undefined, tinyPng)).statusCode).toBe(401);
    expect((await remove()).statusCode).toBe(401);
    const therapist = await signedInMember(ctx, 'therapist');
    expect((await upload(therapist.cookie, tinyPng)).statusCode).toBe(403);
    expect((await remove(therapist.cookie)).statusCode).toBe(403);
  });
});
