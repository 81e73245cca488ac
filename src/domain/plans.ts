/**
 * The plan catalogue (spec §9): one source for plan limits. The pricing page, checkout and
 * billing add prices and features here; nothing else may restate a plan's numbers.
 */
export const planIds = ['solo', 'team', 'clinic', 'early_access'] as const;
export type PlanId = (typeof planIds)[number];

export interface PlanLimits {
  /** Active members plus open invitations. */
  users: number;
  /** null: unlimited. */
  patients: number | null;
  storageGb: number;
}

export interface Plan {
  id: PlanId;
  name: string;
  limits: PlanLimits;
}

const teamLimits: PlanLimits = { users: 10, patients: 1000, storageGb: 100 };

export const plans: Record<PlanId, Plan> = {
  solo: { id: 'solo', name: 'Solo', limits: { users: 2, patients: 100, storageGb: 10 } },
  team: { id: 'team', name: 'Team', limits: teamLimits },
  clinic: { id: 'clinic', name: 'Clinic+', limits: { users: 50, patients: null, storageGb: 1024 } },
  // Early Access: lifetime free with Team-level limits (issue "Accounts").
  early_access: { id: 'early_access', name: 'Early Access', limits: teamLimits },
};

/** An unknown id (a plan retired since) falls back to Team limits rather than locking a clinic out. */
export function planOf(id: string): Plan {
  return (plans as Record<string, Plan | undefined>)[id] ?? plans.team;
}
