import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.js';
import { addOnOf, marketingPlans, planFeatures, plans, type MarketingPlanId } from './plans.js';
import {
  addOnAvailabilityTooltip,
  addOnRequirementNote,
  cardFeatures,
  comparisonGroups,
  estimate,
  isAddOnAvailable,
  keepAvailableAddOns,
  addOnSelectionParam,
  readAddOnSelection,
  pricePerMonth,
  yearlySavings,
} from './pricing.js';

const plan = (id: MarketingPlanId) => marketingPlans.find((p) => p.id === id)!;

describe('yearly billing', () => {
  it('shows the yearly price divided by 12, rounded down to the cent', () => {
    expect(formatMoney(pricePerMonth(plan('solo'), 'yearly'))).toBe('$20.83'); // 20.8325
    expect(formatMoney(pricePerMonth(plan('team'), 'yearly'))).toBe('$41.66'); // 41.6658
    expect(formatMoney(pricePerMonth(plan('clinic'), 'yearly'))).toBe('$74.99'); // 74.9991
  });

  it('shows the monthly price as is when billed monthly', () => {
    expect(marketingPlans.map((p) => formatMoney(pricePerMonth(p, 'monthly')))).toEqual([
      '$24.99',
      '$49.99',
      '$89.99',
    ]);
  });

  it('saves the difference to twelve monthly payments', () => {
    expect(formatMoney(yearlySavings(plan('solo')))).toBe('$49.89');
    expect(formatMoney(yearlySavings(plan('team')))).toBe('$99.89');
    expect(formatMoney(yearlySavings(plan('clinic')))).toBe('$179.89');
  });
});

describe('add-on availability by plan rank', () => {
  const analytics = addOnOf('advanced_analytics');

  it('needs Team or above for Advanced Analytics', () => {
    expect(isAddOnAvailable(analytics, 'solo')).toBe(false);
    expect(isAddOnAvailable(analytics, 'team')).toBe(true);
    expect(isAddOnAvailable(analytics, 'clinic')).toBe(true);
    expect(isAddOnAvailable(analytics, 'early_access')).toBe(true);
  });

  it('offers Team Training and Additional User from Solo up', () => {
    for (const id of ['team_training', 'additional_user'] as const) {
      for (const planId of ['solo', 'team', 'clinic'] as const) {
        expect(isAddOnAvailable(addOnOf(id), planId)).toBe(true);
      }
    }
  });

  it('names the minimum plan in the note and the tooltip', () => {
    expect(addOnRequirementNote(analytics)).toBe('Requires Team plan');
    expect(addOnAvailabilityTooltip(analytics)).toBe('Available on Team and above');
  });

  it('drops chosen add-ons a newly selected plan cannot take', () => {
    const chosen = { advanced_analytics: 1, team_training: 1, additional_user: 3 };
    expect(keepAvailableAddOns(chosen, 'solo')).toEqual({ team_training: 1, additional_user: 3 });
    expect(keepAvailableAddOns(chosen, 'team')).toEqual(chosen);
    expect(keepAvailableAddOns({ additional_user: 0 }, 'team')).toEqual({});
  });
});

describe('the pricing estimate', () => {
  it('is the plan price alone when no add-on is chosen', () => {
    const result = estimate(plan('team'), 'monthly', {});
    expect(formatMoney(result.recurringTotal)).toBe('$49.99');
    expect(result.oneTimeTotal.amountMinor).toBe(0);
  });

  it('adds monthly add-ons per month, per user, and one-time add-ons once', () => {
    const result = estimate(plan('team'), 'monthly', {
      advanced_analytics: 1,
      additional_user: 3,
      team_training: 1,
    });
    expect(result.recurringAddOns.map((line) => formatMoney(line.amount))).toEqual([
      '$20.00',
      '$15.00',
    ]);
    expect(formatMoney(result.recurringTotal)).toBe('$84.99');
    expect(formatMoney(result.oneTimeTotal)).toBe('$100.00');
  });

  it('charges recurring add-ons twelve months at a time when billed yearly', () => {
    const result = estimate(plan('team'), 'yearly', { advanced_analytics: 1, additional_user: 2 });
    expect(formatMoney(result.planAmount)).toBe('$499.99');
    expect(formatMoney(result.recurringTotal)).toBe('$859.99'); // 499.99 + 240 + 120
  });

  it('leaves out add-ons the plan cannot take', () => {
    const result = estimate(plan('solo'), 'monthly', { advanced_analytics: 1 });
    expect(result.recurringAddOns).toEqual([]);
    expect(formatMoney(result.recurringTotal)).toBe('$24.99');
  });
});

describe('plan card features come from the catalogue (decision 009)', () => {
  it('lists everything for Solo and only what each higher plan adds', () => {
    expect(cardFeatures(plan('solo'))).toEqual({
      includesAllOf: null,
      features: plans.solo.features,
    });
    expect(cardFeatures(plan('team'))).toEqual({
      includesAllOf: plan('solo'),
      features: ['analytics'],
    });
    expect(cardFeatures(plan('clinic'))).toEqual({
      includesAllOf: plan('team'),
      features: ['api_access'],
    });
  });
});

describe('the comparison table comes from the catalogue (decision 009)', () => {
  const rows = comparisonGroups().flatMap((group) => group.rows);
  const values = (id: string) => rows.find((row) => row.id === id)!.values;

  it("shows each plan's limits", () => {
    expect(values('users')).toEqual(['2', '10', '50']);
    expect(values('patients')).toEqual(['100', '1,000', 'Unlimited']);
    expect(values('storage')).toEqual(['10GB', '100GB', '1TB']);
  });

  it('excludes analytics from Solo, keeps API access to Clinic+ and grades support', () => {
    expect(values('analytics')).toEqual([false, true, true]);
    expect(values('api_access')).toEqual([false, false, true]);
    expect(values('support')).toEqual(['Email', 'Email and chat', '24/7 phone, email and chat']);
    expect(values('trial')).toEqual(['14 days', '14 days', '14 days']);
  });

  it('has a row for every catalogue feature, agreeing with each plan card', () => {
    for (const feature of planFeatures) {
      expect(values(feature.id)).toEqual(
        marketingPlans.map((p) => p.features.includes(feature.id)),
      );
    }
  });
});

describe('chosen add-ons carried from the pricing page to checkout in the address', () => {
  it('writes each chosen add-on once, with its quantity when more than one, and reads it back', () => {
    const chosen = { advanced_analytics: 1, additional_user: 3, team_training: 0 };
    const param = addOnSelectionParam(chosen);
    expect(param).toBe('advanced_analytics,additional_user*3');
    expect(readAddOnSelection(param)).toEqual({ advanced_analytics: 1, additional_user: 3 });
    expect(addOnSelectionParam({})).toBe('');
  });

  it('leaves out unknown add-ons and broken quantities, and holds users to the most one estimate takes', () => {
    expect(readAddOnSelection(null)).toEqual({});
    expect(
      readAddOnSelection('gold_support,team_training*5,additional_user*0,advanced_analytics*x'),
    ).toEqual({ team_training: 1 });
    expect(readAddOnSelection('additional_user*5000')).toEqual({ additional_user: 100 });
    expect(readAddOnSelection('additional_user*-2')).toEqual({});
  });
});
