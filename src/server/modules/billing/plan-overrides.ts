import { planLimitsSchema } from '../../../domain/admin.js';
import { planIds, planOf, type Plan, type PlanLimits } from '../../../domain/plans.js';
import type { Db } from '../../db/client.js';
import { readSetting, readSettings, settingKeys } from '../../platform-settings.js';

/** A stored override, or null when there is none or it does not parse (the default applies). */
export function parseLimitsOverride(value: unknown): PlanLimits | null {
  const parsed = planLimitsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The plan with the limits the operator set in plan-management (platform_settings), else the
 * catalogue's (decision 009). Every limit check reads the plan through this.
 */
export async function effectivePlan(db: Db, planId: string): Promise<Plan> {
  const plan = planOf(planId);
  const override = parseLimitsOverride(await readSetting(db, settingKeys.planLimits(plan.id)));
  return override ? { ...plan, limits: override } : plan;
}

/** Every plan's override, for the admin screens (one query). */
export async function limitOverrides(db: Db): Promise<Map<string, PlanLimits>> {
  const stored = await readSettings(db, planIds.map(settingKeys.planLimits));
  const overrides = new Map<string, PlanLimits>();
  for (const planId of planIds) {
    const override = parseLimitsOverride(stored.get(settingKeys.planLimits(planId)));
    if (override) overrides.set(planId, override);
  }
  return overrides;
}
