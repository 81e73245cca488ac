import { describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/billing.js';
import {
  checkoutRegisterPath,
  planInfoFor,
  planTypeOf,
  productMatching,
  readPlanInfo,
} from './plan-info';

const product = (name: string, monthly: number | null, yearly: number | null): Product => ({
  id: name,
  planId: 'team',
  name,
  description: '',
  prices: {
    monthly:
      monthly === null
        ? null
        : { priceId: `${name}-m`, amount: monthly, currency: 'USD', decimals: 2 },
    yearly:
      yearly === null
        ? null
        : { priceId: `${name}-y`, amount: yearly, currency: 'USD', decimals: 2 },
  },
});

describe('plan info carried from checkout to registration', () => {
  it('lowercases the plan type and turns spaces into hyphens', () => {
    expect(planTypeOf('Clinic Plus')).toBe('clinic-plus');
    expect(planTypeOf('Clinic+')).toBe('clinic+');
    expect(planTypeOf('Team')).toBe('team');
  });

  it('?plan= picks the first product whose name contains the text, in any case', () => {
    const products = [
      product('Solo', 2499, 24999),
      product('Team', 4999, 49999),
      product('Team Plus', 1, 1),
    ];
    expect(productMatching(products, 'team')?.name).toBe('Team');
    expect(productMatching(products, 'PLUS')?.name).toBe('Team Plus');
    expect(productMatching(products, 'enterprise')).toBeUndefined();
    expect(productMatching(products, '  ')).toBeUndefined();
  });

  it('gives the price id and formatted price of the interval, or null without such a price', () => {
    expect(planInfoFor(product('Team', 4999, 49999), 'yearly')).toEqual({
      priceId: 'Team-y',
      planName: 'Team',
      planType: 'team',
      interval: 'yearly',
      price: '$499.99',
      currency: 'USD',
    });
    expect(planInfoFor(product('Solo', 2499, null), 'yearly')).toBeNull();
  });

  it('survives the trip through the address, and a damaged one reads as no plan', () => {
    const info = planInfoFor(product('Clinic Plus', 8999, 89999), 'monthly')!;
    const path = checkoutRegisterPath(info, { tid: 'txn_1', email: 'a@b.example' });
    const search = new URL(path, 'http://localhost').searchParams;
    expect(readPlanInfo(search)).toEqual(info);
    expect(search.get('tid')).toBe('txn_1');
    expect(search.get('email')).toBe('a@b.example');

    search.set('interval', 'weekly');
    expect(readPlanInfo(search)).toBeNull();
    expect(readPlanInfo(new URLSearchParams('planName=Team'))).toBeNull();
  });
});
