import { and, eq, gt, sql } from 'drizzle-orm';
import { DAY_MS } from '../../../domain/clinic-time.js';
import type { Db } from '../../db/client.js';
import { patientMessages } from '../../db/schema.js';

/** The plan's SMS allowance counts segments over this many days before now. */
export const SMS_ALLOWANCE_DAYS = 30;

/** SMS segments the clinic queued in the last 30 days: all but texts that failed before sending. */
export async function smsSegmentsUsed(db: Db, clinicId: string, now: Date): Promise<number> {
  const [used] = await db
    .select({ segments: sql<number>`coalesce(sum(${patientMessages.segments}), 0)::int` })
    .from(patientMessages)
    .where(
      and(
        eq(patientMessages.clinicId, clinicId),
        eq(patientMessages.channel, 'sms'),
        gt(patientMessages.createdAt, new Date(now.getTime() - SMS_ALLOWANCE_DAYS * DAY_MS)),
        sql`(${patientMessages.status} <> 'failed' OR ${patientMessages.sentAt} IS NOT NULL)`,
      ),
    );
  return used?.segments ?? 0;
}
