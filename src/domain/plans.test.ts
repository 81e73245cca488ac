import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.js';
import {
  addOnOf,
  formatLimit,
  formatStorage,
  marketingPlans,
  planOf,
  plans,
  type MarketingPlanId,
} from './plans.js';

const byId = (id: MarketingPlanId) => marketingPlans.find((plan) => plan.id === id)!;

describe('the plan catalogue', () => {
  it('sells Solo, Team and Clinic+ in rank order at their list prices, in US dollars', () => {
    expect(
      marketingPlans.map((plan) => [
        plan.name,
        plan.rank,
        formatMoney(plan.offer.prices.monthly),
        formatMoney(plan.offer.prices.yearly),
      ]),
    ).toEqual([
      ['Solo', 1, '$24.99', '$249.99'],
      ['Team', 2, '$49.99', '$499.99'],
      ['Clinic+', 3, '$89.99', '$899.99'],
    ]);
    for (const plan of marketingPlans) {
      expect(plan.offer.prices.monthly.currency).toBe('USD');
      expect(plan.offer.prices.yearly.currency).toBe('USD');
    }
  });

  it('gives 2 / 10 / 50 users, 100 / 1,000 / unlimited patients and 10GB / 100GB / 1TB', () => {
    expect(
      marketingPlans.map(({ limits }) => [
        limits.users,
        formatLimit(limits.patients),
        formatStorage(limits.storageGb),
      ]),
    ).toEqual([
      [2, '100', '10GB'],
      [10, '1,000', '100GB'],
      [50, 'Unlimited', '1TB'],
    ]);
  });

  it('marks Team most popular and gives Clinic+ the Contact Sales call to action', () => {
    expect(marketingPlans.filter((plan) => plan.offer.mostPopular).map((p) => p.id)).toEqual([
      'team',
    ]);
    expect(marketingPlans.filter((plan) => plan.offer.contactSales).map((p) => p.id)).toEqual([
      'clinic',
    ]);
  });

  it('follows decision 009: analytics from Team, API access only in Clinic+, support by plan', () => {
    expect(byId('solo').features).not.toContain('analytics');
    expect(byId('team').features).toContain('analytics');
    expect(
      marketingPlans.filter((p) => p.features.includes('api_access')).map((p) => p.id),
    ).toEqual(['clinic']);
    expect(marketingPlans.map((plan) => plan.support)).toEqual([
      'email',
      'email_chat',
      'phone_24_7',
    ]);
  });

  it('never takes a feature away on a higher plan', () => {
    for (const [lower, higher] of [
      [byId('solo'), byId('team')],
      [byId('team'), byId('clinic')],
    ] as const) {
      for (const feature of lower.features) expect(higher.features).toContain(feature);
      expect(higher.limits.users).toBeGreaterThan(lower.limits.users);
      expect(higher.limits.storageGb).toBeGreaterThan(lower.limits.storageGb);
    }
  });

  it('prices the add-ons, with their minimum plans', () => {
    expect(addOnOf('advanced_analytics')).toMatchObject({
      price: { amountMinor: 2000, currency: 'USD' },
      billing: 'monthly',
      minimumPlan: 'team',
    });
    expect(addOnOf('team_training')).toMatchObject({
      price: { amountMinor: 10000, currency: 'USD' },
      billing: 'one_time',
      minimumPlan: 'solo',
    });
    expect(addOnOf('additional_user')).toMatchObject({
      price: { amountMinor: 500, currency: 'USD' },
      billing: 'monthly',
      minimumPlan: 'solo',
    });
  });

  it('keeps Early Access free and unsold, with Team limits and rank; unknown plans fall back to Team', () => {
    expect(plans.early_access.offer).toBeNull();
    expect(plans.early_access.limits).toEqual(plans.team.limits);
    expect(plans.early_access.rank).toBe(plans.team.rank);
    expect(planOf('retired-plan')).toBe(plans.team);
    expect(planOf('solo').limits.users).toBe(2);
  });
});
