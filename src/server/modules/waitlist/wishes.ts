import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  WISHES_PER_PATIENT_MAX,
  type PortalWishInput,
  type Wish,
  type WishStatus,
} from '../../../domain/waitlist.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { waitlistWishes } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-errors.js';
import { assertPatient } from '../appointments/references.js';
import { recordAudit } from '../audit/service.js';
import { assertWishReferences } from './wish-references.js';
import { toWish, wishRows } from './wish-view.js';

/** Who adds or removes a wish: a member of the clinic, or the patient in the portal. */
export interface WishAuthor {
  clinicId: string;
  source: 'staff' | 'portal';
  /** The member; null for the patient. */
  userId: string | null;
  origin?: { ip?: string; userAgent?: string };
}

export async function listWishes(
  db: Db,
  clinicId: string,
  filter: { status?: WishStatus; patientId?: string },
  view = { withPatientName: true },
): Promise<Wish[]> {
  const rows = await wishRows(
    db,
    clinicId,
    and(
      filter.status ? eq(waitlistWishes.status, filter.status) : undefined,
      filter.patientId ? eq(waitlistWishes.patientId, filter.patientId) : undefined,
    ),
  );
  return rows.map((row) => toWish(row, view));
}

async function wishOf(db: Db, clinicId: string, id: string, view = { withPatientName: true }) {
  const [row] = await wishRows(db, clinicId, eq(waitlistWishes.id, id));
  if (!row) throw notFound('The wish');
  return toWish(row, view);
}

const audit = (
  db: Db,
  author: WishAuthor,
  action: string,
  wish: { id: string; patientId: string },
) =>
  recordAudit(db, {
    action,
    clinicId: author.clinicId,
    actorUserId: author.userId,
    ...author.origin,
    entityType: 'waitlist_wish',
    entityId: wish.id,
    meta: { patientId: wish.patientId, source: author.source },
  });

/**
 * Puts the patient on the waitlist for what the input asks. 409 TOO_MANY_WISHES when they
 * already wait for WISHES_PER_PATIENT_MAX things at the clinic.
 */
export async function addWish(
  ctx: AppContext,
  author: WishAuthor,
  patientId: string,
  input: PortalWishInput,
): Promise<Wish> {
  const now = ctx.clock.now();
  if (author.source === 'staff') await assertPatient(ctx.db, author.clinicId, patientId);
  await assertWishReferences(ctx.db, author.clinicId, input, now);
  const id = await ctx.db.transaction(async (tx) => {
    // One patient's wishes are counted and added one request at a time.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`waitlist:${patientId}`}, 0))`,
    );
    const [waiting] = await tx
      .select({ count: count() })
      .from(waitlistWishes)
      .where(
        and(
          eq(waitlistWishes.clinicId, author.clinicId),
          eq(waitlistWishes.patientId, patientId),
          eq(waitlistWishes.status, 'waiting'),
        ),
      );
    if ((waiting?.count ?? 0) >= WISHES_PER_PATIENT_MAX)
      throw new HttpError(
        409,
        'TOO_MANY_WISHES',
        `There are already ${WISHES_PER_PATIENT_MAX} waitlist entries for this patient. Remove one before adding another.`,
      );
    const [wish] = await tx
      .insert(waitlistWishes)
      .values({
        clinicId: author.clinicId,
        patientId,
        serviceId: input.serviceId,
        practitionerId: input.practitionerId ?? null,
        locationId: input.locationId ?? null,
        weekdays: [...new Set(input.weekdays)].sort((a, b) => a - b),
        fromTime: input.from,
        toTime: input.to,
        until: input.until,
        note: input.note ?? '',
        source: author.source,
        createdById: author.userId,
        createdAt: now,
      })
      .returning({ id: waitlistWishes.id, patientId: waitlistWishes.patientId });
    await audit(tx, author, 'waitlist.wish_added', wish!);
    return wish!.id;
  });
  return wishOf(ctx.db, author.clinicId, id, { withPatientName: author.source === 'staff' });
}

/**
 * Takes a waiting wish off the waitlist; its offers' history stays. A wish already booked,
 * removed or lapsed stays as it is. With `patientId`, only that patient's wish (others are 404).
 */
export async function removeWish(
  db: Db,
  author: WishAuthor,
  id: string,
  patientId?: string,
): Promise<void> {
  const [wish] = await db
    .select({ id: waitlistWishes.id, patientId: waitlistWishes.patientId })
    .from(waitlistWishes)
    .where(
      and(
        eq(waitlistWishes.clinicId, author.clinicId),
        eq(waitlistWishes.id, id),
        patientId ? eq(waitlistWishes.patientId, patientId) : undefined,
      ),
    );
  if (!wish) throw notFound('The wish');
  await db.transaction(async (tx) => {
    const removed = await tx
      .update(waitlistWishes)
      .set({ status: 'removed' })
      .where(
        and(
          eq(waitlistWishes.clinicId, author.clinicId),
          eq(waitlistWishes.id, id),
          inArray(waitlistWishes.status, ['waiting']),
        ),
      )
      .returning({ id: waitlistWishes.id });
    if (removed.length > 0) await audit(tx, author, 'waitlist.wish_removed', wish);
  });
}
