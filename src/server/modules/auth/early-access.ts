import { and, count, eq, sql } from 'drizzle-orm';
import type { EarlyAccessStatus } from '../../../domain/auth.js';
import type { AppContext, RequestOrigin } from '../../context.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { enqueueMail } from '../../background/outbox.js';
import { readSetting, settingKeys } from '../../platform-settings.js';
import { recordAudit } from '../audit/service.js';

/** Any stable 64-bit number, different from the migration lock's. */
const EARLY_ACCESS_LOCK_KEY = 7_305_112_027;

/**
 * How many Early Access members there may be: the operator's capacity (plan-management) when
 * set, else `defaultSpots` (EARLY_ACCESS_SPOTS).
 */
export async function earlyAccessCapacity(db: Db, defaultSpots: number): Promise<number> {
  const stored = await readSetting(db, settingKeys.earlyAccessCapacity);
  return typeof stored === 'number' && Number.isInteger(stored) && stored >= 0
    ? stored
    : defaultSpots;
}

/**
 * The Early Access status of a new registration: a member while spots last, waitlisted after.
 * Call it inside the registration's transaction: the lock it takes is held until that commits,
 * so two registrations at once cannot both take the last spot. `defaultSpots` applies unless the
 * operator has set a capacity.
 */
export async function allocateEarlyAccess(
  db: Db,
  defaultSpots: number,
): Promise<EarlyAccessStatus> {
  await db.execute(sql`select pg_advisory_xact_lock(${EARLY_ACCESS_LOCK_KEY})`);
  const spots = await earlyAccessCapacity(db, defaultSpots);
  const [row] = await db
    .select({ members: count() })
    .from(users)
    .where(eq(users.earlyAccess, 'member'));
  return (row?.members ?? 0) < spots ? 'member' : 'waitlisted';
}

/**
 * An operator admits a waitlisted user to the programme: they may
 * sign in from now on and are told so by email.
 */
export async function admitFromWaitlist(
  ctx: AppContext,
  userId: string,
  actor: { userId: string } & Partial<RequestOrigin>,
): Promise<void> {
  const { db, clock, config } = ctx;
  await db.transaction(async (tx) => {
    const [admitted] = await tx
      .update(users)
      .set({ earlyAccess: 'member', updatedAt: clock.now() })
      .where(and(eq(users.id, userId), eq(users.earlyAccess, 'waitlisted')))
      .returning({ email: users.email, name: users.name });
    if (!admitted) throw notFound('A waitlisted user with this id');
    await enqueueMail(tx, clock, {
      template: 'early-access-admitted',
      to: admitted.email,
      data: { name: admitted.name, link: `${config.APP_ORIGIN}/login` },
    });
    await recordAudit(tx, {
      action: 'early_access.admitted',
      actorUserId: actor.userId,
      entityType: 'user',
      entityId: userId,
      ip: actor.ip,
      userAgent: actor.userAgent,
    });
  });
}
