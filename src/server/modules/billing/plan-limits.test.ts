import { describe, expect, it } from 'vitest';
import { PLAN_AND_BILLING_PATH } from '../../../domain/billing.js';
import { plans } from '../../../domain/plans.js';
import { HttpError } from '../../http-errors.js';
import {
  assertPatientAvailable,
  assertStorageAvailable,
  assertUsageFitsPlan,
  assertUserAvailable,
  BYTES_PER_GB,
} from './plan-limits.js';

const refusal = (check: () => void) => {
  try {
    check();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('plan limits (limits name the limit and Plan & Billing)', () => {
  it('allows users up to the limit and then names it and where to upgrade', () => {
    expect(() => assertUserAvailable('solo', 1, 'invite more')).not.toThrow();
    const error = refusal(() => assertUserAvailable('solo', 2, 'invite more'));
    expect(error).toMatchObject({
      statusCode: 409,
      code: 'PLAN_USER_LIMIT',
      message:
        'Your Solo plan includes 2 users. To invite more, remove a member or cancel an invitation, or upgrade in Settings → Plan & Billing.',
      details: { limit: 2, planId: 'solo', path: PLAN_AND_BILLING_PATH },
    });
  });

  it('gives Early Access the limits of Team', () => {
    expect(() => assertUserAvailable('early_access', 9, 'invite more')).not.toThrow();
    expect(refusal(() => assertUserAvailable('early_access', 10, 'invite more')).message).toBe(
      'Your Early Access plan includes 10 users. To invite more, remove a member or cancel an invitation, or upgrade in Settings → Plan & Billing.',
    );
  });

  it('allows patients up to the limit, none beyond, and any number on Clinic+', () => {
    expect(() => assertPatientAvailable('team', 999)).not.toThrow();
    expect(refusal(() => assertPatientAvailable('team', 1000))).toMatchObject({
      statusCode: 409,
      code: 'PLAN_PATIENT_LIMIT',
      message:
        'Your Team plan includes 1,000 patients. Upgrade in Settings → Plan & Billing to add more.',
      details: { limit: 1000, planId: 'team', path: PLAN_AND_BILLING_PATH },
    });
    expect(() => assertPatientAvailable('clinic', 1_000_000)).not.toThrow();
  });

  it('allows a file that fills the storage exactly, and refuses one byte more', () => {
    const limit = 10 * BYTES_PER_GB;
    expect(() => assertStorageAvailable('solo', limit - 100, 100)).not.toThrow();
    expect(refusal(() => assertStorageAvailable('solo', limit - 100, 101))).toMatchObject({
      statusCode: 409,
      code: 'PLAN_STORAGE_LIMIT',
      message:
        'Your Solo plan includes 10GB of storage. To upload more, delete files you no longer need, or upgrade in Settings → Plan & Billing.',
      details: { limit, planId: 'solo', path: PLAN_AND_BILLING_PATH },
    });
    expect(refusal(() => assertStorageAvailable('clinic', 1024 * BYTES_PER_GB, 1)).message).toMatch(
      /^Your Clinic\+ plan includes 1TB of storage\./,
    );
  });

  it('refuses a plan change while the clinic uses more than the new plan allows', () => {
    const fits = { users: 2, patients: 100, storageBytes: 10 * BYTES_PER_GB };
    expect(() => assertUsageFitsPlan('solo', fits)).not.toThrow();
    expect(refusal(() => assertUsageFitsPlan('solo', { ...fits, users: 3 }))).toMatchObject({
      code: 'PLAN_USER_LIMIT',
      message:
        'The Solo plan includes 2 users and your clinic has 3 (members and open invitations). Remove members or cancel invitations first, then switch.',
      details: { limit: 2, planId: 'solo' },
    });
    expect(refusal(() => assertUsageFitsPlan('solo', { ...fits, patients: 101 }))).toMatchObject({
      code: 'PLAN_PATIENT_LIMIT',
      message: 'The Solo plan includes 100 patients and your clinic has 101. Choose a larger plan.',
    });
    expect(
      refusal(() => assertUsageFitsPlan('solo', { ...fits, storageBytes: fits.storageBytes + 1 })),
    ).toMatchObject({ code: 'PLAN_STORAGE_LIMIT' });
  });

  it("checks against the limits of the plan it is given (the operator's override)", () => {
    const overridden = { ...plans.solo, limits: { users: 3, patients: 5, storageGb: 1 } };
    expect(() => assertUserAvailable(overridden, 2, 'invite more')).not.toThrow();
    expect(refusal(() => assertUserAvailable(overridden, 3, 'invite more'))).toMatchObject({
      details: { limit: 3, planId: 'solo' },
    });
    expect(refusal(() => assertPatientAvailable(overridden, 5)).message).toBe(
      'Your Solo plan includes 5 patients. Upgrade in Settings → Plan & Billing to add more.',
    );
  });
});
