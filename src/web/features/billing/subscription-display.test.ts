import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  gigabytes,
  subscriptionDateLine,
  transactionDescription,
} from './subscription-display';
import { demoOverview, demoTransaction } from './test-fixtures';

const withSubscription = (changes: object, hasAccess = true) => {
  const overview = demoOverview();
  return { ...overview, hasAccess, subscription: { ...overview.subscription!, ...changes } };
};

describe('Plan & billing wording', () => {
  it('says when the trial ends, when it renews, and until when a cancelled one has access', () => {
    expect(subscriptionDateLine(withSubscription({ status: 'trialing' }))).toBe(
      'Trial ends on June 14, 2026',
    );
    expect(
      subscriptionDateLine(
        withSubscription({ status: 'active', currentPeriodEnd: '2026-07-01T12:00:00.000Z' }),
      ),
    ).toBe('Renews on July 1, 2026');
    expect(
      subscriptionDateLine(withSubscription({ status: 'active', cancelAtPeriodEnd: true })),
    ).toBe('Access until June 14, 2026');
    expect(subscriptionDateLine(withSubscription({ status: 'canceled' }, false))).toBe(
      'Access ended on June 14, 2026',
    );
    expect(subscriptionDateLine(demoOverview({ subscription: null }))).toMatch(/Free for life/);
  });

  it('describes payments by what they were for', () => {
    expect(transactionDescription(demoTransaction)).toBe('Team plan, sign-up');
    expect(
      transactionDescription({ ...demoTransaction, kind: 'plan_change', planId: 'clinic' }),
    ).toBe('Change to the Clinic+ plan');
  });

  it('writes storage in readable units', () => {
    expect(formatBytes(5 * 1024 ** 3)).toBe('5 GB');
    expect(formatBytes(1.5 * 1024 ** 2)).toBe('1.5 MB');
    expect(formatBytes(0)).toBe('0 KB');
    expect(formatBytes(gigabytes(1024))).toBe('1 TB');
  });
});
