import { asc, count, eq, inArray, max } from 'drizzle-orm';
import type { AdminUsageList } from '../../../domain/admin.js';
import { planOf } from '../../../domain/plans.js';
import type { AppContext } from '../../context.js';
import { appointments, auditEvents, clinics, sessions, subscriptions } from '../../db/schema.js';
import { BYTES_PER_GB } from '../billing/plan-limits.js';
import { limitOverrides } from '../billing/plan-overrides.js';
import { clinicUsage } from '../billing/usage.js';
import { pageInfo, pageOffset } from '../../db/pagination.js';

const latest = (...dates: (Date | string | null | undefined)[]) => {
  const times = dates.filter((date) => date != null).map((date) => new Date(date).getTime());
  return times.length ? new Date(Math.max(...times)).toISOString() : null;
};

/**
 * GET /admin/usage: per clinic, what it uses of its plan's limits (the operator's overrides
 * applied) and when someone last did something in it. Counts only: no record is read.
 */
export async function listClinicUsage(
  ctx: AppContext,
  query: { page: number; limit: number },
): Promise<AdminUsageList> {
  const { db, clock } = ctx;
  const now = clock.now();
  const [total] = await db.select({ n: count() }).from(clinics);
  const rows = await db
    .select({
      id: clinics.id,
      name: clinics.name,
      planId: clinics.planId,
      subscriptionStatus: subscriptions.status,
    })
    .from(clinics)
    .leftJoin(subscriptions, eq(subscriptions.clinicId, clinics.id))
    .orderBy(asc(clinics.name), asc(clinics.id))
    .limit(query.limit)
    .offset(pageOffset(query.page, query.limit));
  const ids = rows.map((row) => row.id);
  const overrides = await limitOverrides(db);

  const perClinic = async <T extends { clinicId: string | null }>(rows: Promise<T[]>) =>
    new Map((await rows).map((row) => [row.clinicId, row]));
  const [appointmentCounts, lastAudit, lastSession] = ids.length
    ? await Promise.all([
        perClinic(
          db
            .select({ clinicId: appointments.clinicId, n: count() })
            .from(appointments)
            .where(inArray(appointments.clinicId, ids))
            .groupBy(appointments.clinicId),
        ),
        perClinic(
          db
            .select({ clinicId: auditEvents.clinicId, at: max(auditEvents.createdAt) })
            .from(auditEvents)
            .where(inArray(auditEvents.clinicId, ids))
            .groupBy(auditEvents.clinicId),
        ),
        perClinic(
          db
            .select({ clinicId: sessions.clinicId, at: max(sessions.lastSeenAt) })
            .from(sessions)
            .where(inArray(sessions.clinicId, ids))
            .groupBy(sessions.clinicId),
        ),
      ])
    : [new Map(), new Map(), new Map()];

  const clinicsUsage = [];
  for (const row of rows) {
    const plan = planOf(row.planId);
    const limits = overrides.get(plan.id) ?? plan.limits;
    const usage = await clinicUsage(db, row.id, now);
    clinicsUsage.push({
      clinicId: row.id,
      clinicName: row.name,
      planId: plan.id,
      planName: plan.name,
      subscriptionStatus: row.subscriptionStatus,
      users: { used: usage.users, limit: limits.users },
      patients: { used: usage.patients, limit: limits.patients },
      storage: { used: usage.storageBytes, limit: limits.storageGb * BYTES_PER_GB },
      appointments: { used: appointmentCounts.get(row.id)?.n ?? 0, limit: null },
      lastActivityAt: latest(lastAudit.get(row.id)?.at, lastSession.get(row.id)?.at),
    });
  }
  return { clinics: clinicsUsage, ...pageInfo(total?.n ?? 0, query.page, query.limit) };
}
