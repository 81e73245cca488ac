import { createHash } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import {
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  liveAppointmentStatuses,
} from '../../../domain/scheduling.js';
import type { Clock } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  appointments,
  calendarFeeds,
  clinics,
  memberships,
  patients,
  services,
  users,
} from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import { icsOf, type CalendarEvent } from '../../integrations/calendar/ics.js';
import { hashToken, newSecureToken } from '../../secure-tokens.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { DAY_MS } from '../../../domain/clinic-time.js';

const liveFeedOf = ({ userId, clinicId }: ClinicActor) =>
  and(
    eq(calendarFeeds.userId, userId),
    eq(calendarFeeds.clinicId, clinicId),
    isNull(calendarFeeds.revokedAt),
  );

export async function feedStatus(ctx: AppContext, actor: ClinicActor) {
  const [feed] = await ctx.db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(liveFeedOf(actor));
  return { active: feed !== undefined, createdAt: feed?.createdAt.toISOString() ?? null };
}

/** A new secret address for the member's appointments in this clinic; the old one stops working. */
export async function createFeed(ctx: AppContext, actor: ClinicActor): Promise<{ url: string }> {
  const { token, hash } = newSecureToken();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(calendarFeeds).set({ revokedAt: now }).where(liveFeedOf(actor));
    await tx.insert(calendarFeeds).values({
      userId: actor.userId,
      clinicId: actor.clinicId,
      tokenHash: hash,
      createdAt: now,
    });
    await auditAs(tx, actor, {
      action: 'calendar_feed.created',
      entityType: 'user',
      entityId: actor.userId,
    });
  });
  return { url: `${ctx.config.APP_ORIGIN}/api/v1/calendar-feeds/${token}.ics` };
}

export async function revokeFeed(ctx: AppContext, actor: ClinicActor): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const revoked = await tx
      .update(calendarFeeds)
      .set({ revokedAt: ctx.clock.now() })
      .where(liveFeedOf(actor))
      .returning({ id: calendarFeeds.id });
    if (revoked.length === 0) throw new HttpError(404, 'NOT_FOUND', 'You have no calendar feed.');
    await auditAs(tx, actor, {
      action: 'calendar_feed.revoked',
      entityType: 'user',
      entityId: actor.userId,
    });
  });
}

/**
 * Ends a member's feeds in one clinic when they lose access there (deactivated or removed).
 * Revoked for good, so a member who comes back needs a new address.
 */
export async function revokeFeedsOf(
  db: Db,
  clock: Clock,
  userId: string,
  clinicId: string,
): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(calendarFeeds.clinicId, clinicId),
        eq(calendarFeeds.userId, userId),
        isNull(calendarFeeds.revokedAt),
      ),
    );
}

/** Ends an account's feeds in every clinic (the account is disabled). */
export async function revokeEveryFeedOf(db: Db, clock: Clock, userId: string): Promise<void> {
  const live = await db
    .selectDistinct({ clinicId: calendarFeeds.clinicId })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
  for (const { clinicId } of live) await revokeFeedsOf(db, clock, userId, clinicId);
}

/** 'Milica Petrović' → 'M. P.': a feed leaves the clinic's systems, so no full names. */
export const initialsOf = (firstName: string, lastName: string) =>
  [firstName, lastName]
    .map((name) => name.trim().charAt(0).toUpperCase())
    .filter(Boolean)
    .map((letter) => `${letter}.`)
    .join(' ');

/** A feed's text, and what a calendar app's conditional request compares (ETag, Last-Modified). */
export interface FeedCalendar {
  body: string;
  etag: string;
  lastModified: Date;
}

/**
 * The feed's iCalendar text for a token, or null when it is unknown or revoked, or its member no
 * longer has access to the clinic (left it, deactivated, or their account disabled).
 */
export async function feedCalendar(ctx: AppContext, token: string): Promise<FeedCalendar | null> {
  const [feed] = await ctx.db
    .select({
      id: calendarFeeds.id,
      contentHash: calendarFeeds.contentHash,
      contentChangedAt: calendarFeeds.contentChangedAt,
      userId: calendarFeeds.userId,
      clinicId: calendarFeeds.clinicId,
      clinicName: clinics.name,
    })
    .from(calendarFeeds)
    .innerJoin(clinics, eq(clinics.id, calendarFeeds.clinicId))
    .innerJoin(
      memberships,
      and(
        eq(memberships.clinicId, calendarFeeds.clinicId),
        eq(memberships.userId, calendarFeeds.userId),
        isNull(memberships.deactivatedAt),
      ),
    )
    .innerJoin(users, and(eq(users.id, calendarFeeds.userId), isNull(users.disabledAt)))
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), isNull(calendarFeeds.revokedAt)));
  if (!feed) return null;
  const now = ctx.clock.now().getTime();
  const rows = await ctx.db
    .select({
      id: appointments.id,
      sequence: appointments.sequence,
      updatedAt: appointments.updatedAt,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      title: appointments.title,
      firstName: patients.firstName,
      lastName: patients.lastName,
      serviceName: services.name,
    })
    .from(appointments)
    .leftJoin(patients, eq(patients.id, appointments.patientId))
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .where(
      and(
        eq(appointments.clinicId, feed.clinicId),
        eq(appointments.therapistId, feed.userId),
        inArray(appointments.status, liveAppointmentStatuses),
        gte(appointments.startsAt, new Date(now - CALENDAR_FEED_DAYS_BACK * DAY_MS)),
        lt(appointments.startsAt, new Date(now + CALENDAR_FEED_DAYS_AHEAD * DAY_MS)),
      ),
    )
    .orderBy(asc(appointments.startsAt));
  const events: CalendarEvent[] = rows.map((row) => {
    const who =
      row.firstName !== null ? initialsOf(row.firstName, row.lastName ?? '') : row.title || 'Busy';
    return {
      uid: row.id,
      sequence: row.sequence,
      changedAt: row.updatedAt,
      start: row.startsAt,
      end: row.endsAt,
      summary: row.serviceName ? `${who} · ${row.serviceName}` : who,
    };
  });
  const body = icsOf(`Motio · ${feed.clinicName}`, events);
  return { body, ...(await validatorsOf(ctx, feed, body)) };
}

/**
 * The feed's ETag is its content's hash. Appointments leave a feed by being cancelled, moved to
 * a colleague or passing out of its window, which no appointment's own time records, so the
 * feed remembers when its content last differed from what it served before: Last-Modified.
 */
async function validatorsOf(
  ctx: AppContext,
  feed: { id: string; clinicId: string; contentHash: string | null; contentChangedAt: Date | null },
  body: string,
): Promise<{ etag: string; lastModified: Date }> {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  let lastModified = feed.contentChangedAt;
  if (hash !== feed.contentHash || !lastModified) {
    lastModified = ctx.clock.now();
    await ctx.db
      .update(calendarFeeds)
      .set({ contentHash: hash, contentChangedAt: lastModified })
      .where(and(eq(calendarFeeds.id, feed.id), eq(calendarFeeds.clinicId, feed.clinicId)));
  }
  // Weak: the same content goes out compressed or not, byte for byte different.
  return { etag: `W/"${hash}"`, lastModified };
}
