import { PLAN_AND_BILLING_PATH } from '../../../domain/billing.js';
import { formatLimit, formatStorage, planOf, type Plan } from '../../../domain/plans.js';
import { HttpError } from '../../http-errors.js';

/** A plan id reads the catalogue; callers pass effectivePlan() so operator overrides apply. */
type PlanOrId = Plan | string;
const resolve = (plan: PlanOrId): Plan => (typeof plan === 'string' ? planOf(plan) : plan);

/**
 * Every plan-limit refusal: a message naming the limit and pointing to Plan &
 * Billing. The areas that create members, patients and files pass in what
 * the clinic uses; the numbers come from the plan catalogue, or the operator's override of it
 * (plan-overrides.ts).
 */
const PLAN_AND_BILLING = 'Settings → Plan & Billing';

export const BYTES_PER_GB = 1024 ** 3;

export interface ClinicUsage {
  users: number;
  patients: number;
  storageBytes: number;
}

const limitReached = (code: string, plan: Plan, limit: number, message: string) =>
  new HttpError(409, code, message, undefined, {
    limit,
    planId: plan.id,
    path: PLAN_AND_BILLING_PATH,
  });

const usersOf = (plan: Plan) => `${formatLimit(plan.limits.users)} users`;
const patientsOf = (plan: Plan) => `${formatLimit(plan.limits.patients)} patients`;
const storageOf = (plan: Plan) => `${formatStorage(plan.limits.storageGb)} of storage`;
const storageBytesOf = (plan: Plan) => plan.limits.storageGb * BYTES_PER_GB;

/** One more user (member or invitation), `toDoWhat` saying what for ('invite more'). */
export function assertUserAvailable(
  planOrId: PlanOrId,
  usersInUse: number,
  toDoWhat: string,
): void {
  const plan = resolve(planOrId);
  if (usersInUse < plan.limits.users) return;
  throw limitReached(
    'PLAN_USER_LIMIT',
    plan,
    plan.limits.users,
    `Your ${plan.name} plan includes ${usersOf(plan)}. To ${toDoWhat}, remove a member or cancel an invitation, or upgrade in ${PLAN_AND_BILLING}.`,
  );
}

/** One more patient record. */
export function assertPatientAvailable(planOrId: PlanOrId, patientsInUse: number): void {
  const plan = resolve(planOrId);
  const limit = plan.limits.patients;
  if (limit === null || patientsInUse < limit) return;
  throw limitReached(
    'PLAN_PATIENT_LIMIT',
    plan,
    limit,
    `Your ${plan.name} plan includes ${patientsOf(plan)}. Upgrade in ${PLAN_AND_BILLING} to add more.`,
  );
}

/** A new file of `bytesToAdd` on top of what the clinic stores. The limit is in bytes. */
export function assertStorageAvailable(
  planOrId: PlanOrId,
  bytesInUse: number,
  bytesToAdd: number,
): void {
  const plan = resolve(planOrId);
  if (bytesInUse + bytesToAdd <= storageBytesOf(plan)) return;
  throw limitReached(
    'PLAN_STORAGE_LIMIT',
    plan,
    storageBytesOf(plan),
    `Your ${plan.name} plan includes ${storageOf(plan)}. To upload more, delete files you no longer need, or upgrade in ${PLAN_AND_BILLING}.`,
  );
}

/** A plan change: what the clinic already uses must fit the new plan (no silent overage). */
export function assertUsageFitsPlan(planOrId: PlanOrId, usage: ClinicUsage): void {
  const plan = resolve(planOrId);
  const { users, patients } = plan.limits;
  if (usage.users > users) {
    throw limitReached(
      'PLAN_USER_LIMIT',
      plan,
      users,
      `The ${plan.name} plan includes ${usersOf(plan)} and your clinic has ${formatLimit(usage.users)} (members and open invitations). Remove members or cancel invitations first, then switch.`,
    );
  }
  if (patients !== null && usage.patients > patients) {
    throw limitReached(
      'PLAN_PATIENT_LIMIT',
      plan,
      patients,
      `The ${plan.name} plan includes ${patientsOf(plan)} and your clinic has ${formatLimit(usage.patients)}. Choose a larger plan.`,
    );
  }
  if (usage.storageBytes > storageBytesOf(plan)) {
    throw limitReached(
      'PLAN_STORAGE_LIMIT',
      plan,
      storageBytesOf(plan),
      `The ${plan.name} plan includes ${storageOf(plan)} and your clinic stores more. Delete files you no longer need, or choose a larger plan.`,
    );
  }
}

/** A cancelled subscription whose period has ended: the clinic keeps its data but adds nothing. */
export const SUBSCRIPTION_ENDED = () =>
  new HttpError(
    402,
    'SUBSCRIPTION_ENDED',
    `Your subscription has ended, so nothing new can be added. See ${PLAN_AND_BILLING}.`,
    undefined,
    { path: PLAN_AND_BILLING_PATH },
  );
