import { and, count, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { EarlyAccessStatus } from '../../../domain/auth.js';
import type { Clock } from '../../clock.js';
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

/** How long a sign-up that has not verified its address holds an Early Access spot. */
export const UNVERIFIED_SPOT_HOLD_MS = 48 * 3_600_000;

const holdCutoff = (clock: Clock) => new Date(clock.now().getTime() - UNVERIFIED_SPOT_HOLD_MS);

/** Members whose spot has lapsed: still unverified 48 hours after signing up. */
const lapsedMembers = (clock: Clock) =>
  and(
    eq(users.earlyAccess, 'member'),
    isNull(users.emailVerifiedAt),
    lte(users.createdAt, holdCutoff(clock)),
  );

/** Members who hold a spot: verified, or signed up less than 48 hours ago. */
const spotHolders = (clock: Clock) =>
  and(
    eq(users.earlyAccess, 'member'),
    or(isNotNull(users.emailVerifiedAt), gt(users.createdAt, holdCutoff(clock))),
  );

/** Whether a new member would get a spot now (no lock: for an answer, not an allocation). */
export async function spotAvailable(
  db: Db,
  clock: Clock,
  defaultSpots: number,
): Promise<EarlyAccessStatus> {
  const spots = await earlyAccessCapacity(db, defaultSpots);
  const [row] = await db.select({ members: count() }).from(users).where(spotHolders(clock));
  return (row?.members ?? 0) < spots ? 'member' : 'waitlisted';
}

/**
 * The Early Access status of a new registration: a member while spots last, waitlisted after.
 * Call it inside the registration's transaction: the lock it takes is held until that commits,
 * so two registrations at once cannot both take the last spot. `defaultSpots` applies unless the
 * operator has set a capacity. A sign-up unverified after 48 hours no longer holds a spot.
 */
export async function allocateEarlyAccess(
  db: Db,
  clock: Clock,
  defaultSpots: number,
): Promise<EarlyAccessStatus> {
  await db.execute(sql`select pg_advisory_xact_lock(${EARLY_ACCESS_LOCK_KEY})`);
  return spotAvailable(db, clock, defaultSpots);
}

/**
 * Moves members still unverified 48 hours after signing up to the waitlist (the background
 * loop runs it): their spot goes to the next sign-up. Answers how many were moved.
 */
export async function releaseLapsedSpots(db: Db, clock: Clock): Promise<number> {
  const released = await db
    .update(users)
    .set({ earlyAccess: 'waitlisted', updatedAt: clock.now() })
    .where(lapsedMembers(clock))
    .returning({ id: users.id });
  return released.length;
}

/**
 * At verification, a member whose spot lapsed before the background loop released it takes a
 * spot only if one is free; otherwise they join the waitlist.
 */
export async function reclaimLapsedSpot(
  db: Db,
  clock: Clock,
  defaultSpots: number,
  userId: string,
): Promise<void> {
  const [lapsed] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), lapsedMembers(clock)));
  if (!lapsed) return;
  const status = await allocateEarlyAccess(db, clock, defaultSpots);
  if (status === 'waitlisted')
    await db.update(users).set({ earlyAccess: status }).where(eq(users.id, userId));
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
