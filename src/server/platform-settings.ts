import { eq, inArray } from 'drizzle-orm';
import type { Clock } from './clock.js';
import type { Db } from './db/client.js';
import { platformSettings } from './db/schema.js';

/**
 * Operator overrides of shipped defaults (plan-management), one row per
 * key. A missing row means the default applies; callers validate the value they read, so a
 * malformed row also falls back to the default instead of breaking a request.
 */
export const settingKeys = {
  planLimits: (planId: string) => `plan_limits.${planId}`,
  earlyAccessCapacity: 'early_access.capacity',
} as const;

export async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, key));
  return row?.value;
}

export async function readSettings(db: Db, keys: string[]): Promise<Map<string, unknown>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: platformSettings.key, value: platformSettings.value })
    .from(platformSettings)
    .where(inArray(platformSettings.key, keys));
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function writeSetting(
  db: Db,
  clock: Clock,
  key: string,
  value: unknown,
  updatedById: string,
): Promise<void> {
  const now = clock.now();
  await db
    .insert(platformSettings)
    .values({ key, value, updatedById, updatedAt: now })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value, updatedById, updatedAt: now },
    });
}
