import { describe, expect, it } from 'vitest';
import { availabilityQuerySchema } from './availability-query.js';

const serviceId = '6f1c2a4e-8b1d-4c3e-9f2a-1b2c3d4e5f60';

describe('the availability query', () => {
  it('takes a service and a range, optionally one practitioner and location', () => {
    const query = {
      serviceId,
      from: '2026-06-01T00:00:00+02:00',
      to: '2026-06-08T00:00:00+02:00',
      practitionerId: serviceId,
    };
    expect(availabilityQuerySchema.parse(query)).toEqual(query);
  });

  it('refuses a range that ends before it starts or is longer than a month', () => {
    const refused = (from: string, to: string) =>
      availabilityQuerySchema
        .safeParse({ serviceId, from, to })
        .error?.issues.map((i) => i.message);
    expect(refused('2026-06-02T00:00:00Z', '2026-06-01T00:00:00Z')).toEqual(['End after start.']);
    expect(refused('2026-06-01T00:00:00Z', '2026-07-03T00:00:00Z')).toEqual([
      'Ask for at most 31 days.',
    ]);
    expect(refused('2026-06-01T00:00:00Z', '2026-07-02T00:00:00Z')).toBeUndefined();
  });
});
