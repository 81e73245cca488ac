import { describe, expect, it } from 'vitest';
import { agingBucketOf, decimalAmount, revenueQuerySchema, xeroDate } from './billing-reports.js';

describe('billing report helpers', () => {
  it('writes minor units as a decimal with the currency’s digits', () => {
    expect(decimalAmount(123_456, 'USD')).toBe('1234.56');
    expect(decimalAmount(-5, 'EUR')).toBe('-0.05');
    expect(decimalAmount(0, 'EUR')).toBe('0.00');
    expect(decimalAmount(1500, 'JPY')).toBe('1500');
    expect(decimalAmount(-1234, 'BHD')).toBe('-1.234');
  });

  it('writes Xero dates month first for US clinics and day first elsewhere', () => {
    expect(xeroDate('2026-03-02', 'en-US')).toBe('03/02/2026');
    expect(xeroDate('2026-03-02', 'en-GB')).toBe('02/03/2026');
    expect(xeroDate('2026-03-02', 'de-AT')).toBe('02/03/2026');
  });

  it('puts 30 days in 0-30, 31 in 31-60, 61 in 61-90 and 91 in 90+', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(agingBucketOf)).toEqual([
      '0-30',
      '0-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '90+',
      '90+',
    ]);
  });

  it('groups by practitioner unless told otherwise, over at most two years', () => {
    expect(revenueQuerySchema.parse({ from: '2026-01-01', to: '2026-01-31' }).groupBy).toBe(
      'practitioner',
    );
    expect(revenueQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-31' }).success).toBe(
      false,
    );
    expect(revenueQuerySchema.safeParse({ from: '2024-01-01', to: '2026-01-31' }).success).toBe(
      false,
    );
  });
});
