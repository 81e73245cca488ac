import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext, RequestOrigin } from '../../context.js';
import type { Db } from '../../db/client.js';
import { memberships, storedFiles, users } from '../../db/schema.js';
import { byteaOf, byteaValue } from '../../db/schema/columns.js';
import { notFound } from '../../http-errors.js';
import type { ImageContentType } from '../../uploads/images.js';
import { avatarUrlOf } from '../auth/current-user.js';
import type { AuthContext } from '../auth/auth-context.js';
import { auditAccount } from './service.js';

/** Replaces the user's avatar with these bytes and deletes the previous file. */
export async function saveAvatar(
  ctx: AppContext,
  auth: AuthContext,
  { bytes, contentType }: { bytes: Buffer; contentType: ImageContentType },
  origin: RequestOrigin,
): Promise<string | null> {
  const fileId = await ctx.db.transaction(async (tx) => {
    const [file] = await tx
      .insert(storedFiles)
      .values({
        clinicId: null,
        ownerUserId: auth.user.id,
        purpose: 'avatar',
        contentType,
        byteSize: bytes.length,
        data: byteaValue(bytes),
        createdAt: ctx.clock.now(),
      })
      .returning({ id: storedFiles.id });
    await replaceAvatarFile(tx, ctx, auth.user.id, file!.id);
    await auditAccount(tx, auth, origin, {
      action: 'account.avatar_changed',
      meta: { contentType, byteSize: bytes.length },
    });
    return file!.id;
  });
  return avatarUrlOf(auth.user.id, fileId);
}

export async function removeAvatar(ctx: AppContext, auth: AuthContext, origin: RequestOrigin) {
  await ctx.db.transaction(async (tx) => {
    if (await replaceAvatarFile(tx, ctx, auth.user.id, null)) {
      await auditAccount(tx, auth, origin, { action: 'account.avatar_removed' });
    }
  });
}

/** Points the user at `fileId` (or none) and deletes the file they had; true when they had one. */
async function replaceAvatarFile(tx: Db, ctx: AppContext, userId: string, fileId: string | null) {
  const [user] = await tx
    .select({ avatarFileId: users.avatarFileId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  await tx
    .update(users)
    .set({ avatarFileId: fileId, updatedAt: ctx.clock.now() })
    .where(eq(users.id, userId));
  const previous = user?.avatarFileId;
  if (!previous) return false;
  await tx
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, previous), eq(storedFiles.ownerUserId, userId)));
  return true;
}

const theirs = alias(memberships, 'their_memberships');

/** Whether the two users are both active members of at least one clinic. */
async function shareActiveClinic(db: Db, viewerId: string, userId: string) {
  const [shared] = await db
    .select({ clinicId: memberships.clinicId })
    .from(memberships)
    .innerJoin(theirs, eq(theirs.clinicId, memberships.clinicId))
    .where(
      and(
        eq(memberships.userId, viewerId),
        isNull(memberships.deactivatedAt),
        eq(theirs.userId, userId),
        isNull(theirs.deactivatedAt),
      ),
    )
    .limit(1);
  return shared !== undefined;
}

/** The avatar of `userId` as `viewerId` may see it: their own, or a colleague's. */
export async function readAvatar(ctx: AppContext, viewerId: string, userId: string) {
  const missing = () => notFound('The picture');
  if (viewerId !== userId && !(await shareActiveClinic(ctx.db, viewerId, userId))) throw missing();
  const [file] = await ctx.db
    .select({ contentType: storedFiles.contentType, data: byteaOf(storedFiles.data) })
    .from(users)
    .innerJoin(storedFiles, eq(storedFiles.id, users.avatarFileId))
    .where(eq(users.id, userId));
  if (!file) throw missing();
  return file;
}
