import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../../domain/account.js';
import { auditEvents, clinics, memberships, storedFiles, users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic, sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { tinyJpeg, tinyPng, tinyWebp } from '../../test/images.js';
import { multipartBody } from '../../test/multipart.js';
import { addMember } from '../../test/team-fixtures.js';

describe('avatar upload and serving (profile avatar)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const upload = async (cookie: string, file: Buffer, filename = 'me.png', type = 'image/png') => {
    const body = await multipartBody([{ field: 'file', file, filename, type }]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/account/avatar',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };
  const fetchAvatar = (url: string, cookie: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  const avatarPath = (userId: string) => `/api/v1/users/${userId}/avatar`;
  const filesOf = (userId: string) =>
    ctx.database.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, userId));

  it('stores a PNG, answers its versioned URL, and serves the bytes as an attachment', async () => {
    const { user, cookie } = await signedInMember(ctx, 'therapist');
    const response = await upload(cookie, tinyPng);
    expect(response.statusCode).toBe(200);
    const { avatarUrl } = response.json();
    expect(avatarUrl).toMatch(new RegExp(`^/api/v1/users/${user.id}/avatar\\?v=[0-9a-f-]{36}$`));

    const image = await fetchAvatar(avatarUrl, cookie);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(tinyPng)).toBe(true);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'attachment; filename="avatar.png"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=86400',
    });

    expect((await fetchAvatar('/api/v1/users/current-user', cookie)).json().user.avatarUrl).toBe(
      avatarUrl,
    );
    const [file] = await filesOf(user.id);
    expect(file).toMatchObject({
      clinicId: null,
      purpose: 'avatar',
      contentType: 'image/png',
      byteSize: tinyPng.length,
    });
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, user.id));
    expect(event).toMatchObject({ action: 'account.avatar_changed' });
  });

  it('judges the type by the bytes: a JPEG named .png is served as JPEG, WebP is accepted', async () => {
    const { cookie } = await signedInMember(ctx, 'therapist');
    const jpeg = await upload(cookie, tinyJpeg, 'holiday.png', 'image/png');
    expect(jpeg.statusCode).toBe(200);
    const served = await fetchAvatar(jpeg.json().avatarUrl, cookie);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await upload(cookie, tinyWebp, 'me.webp', 'image/webp')).statusCode).toBe(200);
  });

  it('refuses a text file renamed .png (400 fields.file) and keeps the previous picture', async () => {
    const { user, cookie } = await signedInMember(ctx, 'therapist');
    const first = (await upload(cookie, tinyPng)).json().avatarUrl;
    const response = await upload(cookie, Buffer.from('just some text, not a picture\n'), 'me.png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'INVALID_FILE',
      msg: 'Choose a JPEG, PNG or WebP image.',
      fields: { file: 'Choose a JPEG, PNG or WebP image.' },
    });
    const gif = Buffer.from(
      'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
      'base64',
    );
    expect((await upload(cookie, gif, 'me.gif', 'image/gif')).statusCode).toBe(400);
    const [row] = await ctx.database.db
      .select({ avatarFileId: users.avatarFileId })
      .from(users)
      .where(eq(users.id, user.id));
    expect(first).toContain(row!.avatarFileId);
    expect(await filesOf(user.id)).toHaveLength(1);
  });

  it('answers 400 fields.file without a file', async () => {
    const { cookie } = await signedInMember(ctx, 'therapist');
    const body = await multipartBody([{ field: 'note', value: 'no file here' }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/account/avatar',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ file: 'Choose an image to upload.' });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/account/avatar',
      payload: {},
      headers: { cookie },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields).toHaveProperty('file');
  });

  it('refuses an image over 2 MB (413) and accepts one just under it', async () => {
    const { cookie } = await signedInMember(ctx, 'therapist');
    const padded = (size: number) =>
      Buffer.concat([tinyPng, Buffer.alloc(size - tinyPng.length, 0)]);
    const tooBig = await upload(cookie, padded(AVATAR_MAX_BYTES + 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      code: 'FILE_TOO_LARGE',
      msg: 'The image is larger than 2 MB.',
    });
    // Larger than the API's 1 MiB JSON body limit: uploads have their own limit.
    const underLimit = await upload(cookie, padded(AVATAR_MAX_BYTES - 1024));
    expect(underLimit.statusCode).toBe(200);
  });

  it('replaces the previous picture and deletes its file', async () => {
    const { user, cookie } = await signedInMember(ctx, 'therapist');
    const first = (await upload(cookie, tinyPng)).json().avatarUrl;
    const second = (await upload(cookie, tinyJpeg, 'me.jpg', 'image/jpeg')).json().avatarUrl;
    expect(second).not.toBe(first);
    const files = await filesOf(user.id);
    expect(files.map((file) => file.contentType)).toEqual(['image/jpeg']);
  });

  it('removes the picture: 204, no URL any more, and the image answers 404', async () => {
    const { user, cookie } = await signedInMember(ctx, 'therapist');
    await upload(cookie, tinyPng);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/account/avatar',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    expect((await fetchAvatar('/api/v1/users/current-user', cookie)).json().user.avatarUrl).toBe(
      null,
    );
    expect((await fetchAvatar(avatarPath(user.id), cookie)).statusCode).toBe(404);
    expect(await filesOf(user.id)).toEqual([]);
  });

  it('shows a picture to active colleagues only; anyone else gets 404', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const { user, cookie } = await signedInMember(ctx, 'therapist', owner.clinicId);
    await upload(cookie, tinyPng);

    const colleague = await fetchAvatar(avatarPath(user.id), owner.cookie);
    expect(colleague.statusCode).toBe(200);
    const team = await fetchAvatar('/api/v1/team/members', owner.cookie);
    const listed = team.json().members.find((m: { userId: string }) => m.userId === user.id);
    expect(listed.avatarUrl).toMatch(`/api/v1/users/${user.id}/avatar?v=`);

    const stranger = await signedInMember(ctx, 'owner', (await createClinic(ctx.database.db)).id);
    const refused = await fetchAvatar(avatarPath(user.id), stranger.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.rawPayload.equals(tinyPng)).toBe(false);

    // A former colleague, deactivated here and working in another clinic now, sees nothing.
    const former = await addMember(ctx.database.db, owner.clinicId, 'assistant', {
      deactivated: true,
    });
    const elsewhere = await createClinic(ctx.database.db, 'Where they work now');
    await ctx.database.db
      .insert(memberships)
      .values({ clinicId: elsewhere.id, userId: former.user.id, role: 'assistant' });
    const formerCookie = await sessionCookieFor(ctx, former.user.id, elsewhere.id);
    expect((await fetchAvatar(avatarPath(user.id), formerCookie)).statusCode).toBe(404);
  });

  it("shows your own picture while your clinic's two-factor setup is pending, but not colleagues'", async () => {
    const owner = await signedInMember(ctx, 'owner');
    const member = await signedInMember(ctx, 'therapist', owner.clinicId);
    await upload(owner.cookie, tinyPng);
    await upload(member.cookie, tinyJpeg, 'me.jpg', 'image/jpeg');
    await ctx.database.db
      .update(clinics)
      .set({ requireTwoFactor: true })
      .where(eq(clinics.id, owner.clinicId));

    expect((await fetchAvatar(avatarPath(member.user.id), member.cookie)).statusCode).toBe(200);
    const colleague = await fetchAvatar(avatarPath(owner.user.id), member.cookie);
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json().code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    expect((await upload(member.cookie, tinyPng)).statusCode).toBe(200);
  });

  it('answers 404 for a user without a picture and 400 for an id that is not a UUID', async () => {
    const { user, cookie } = await signedInMember(ctx, 'therapist');
    expect((await fetchAvatar(avatarPath(user.id), cookie)).statusCode).toBe(404);
    const bad = await fetchAvatar('/api/v1/users/me/avatar', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });
});
