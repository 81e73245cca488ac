import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateClinicSettingsInput } from '../../../domain/clinic-settings.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { apiCaller } from '../../test/appointment-helpers.js';
import { signedInMember } from '../../test/fixtures.js';
import { addService } from '../../test/scheduling-fixtures.js';

/** Each clinic charges in its own currency, tax rate and number format. */
describe("the clinic's currency, tax and locale", () => {
  let ctx: TestContext;
  let call: ReturnType<typeof apiCaller>;
  beforeAll(async () => {
    ctx = await createTestApp();
    call = apiCaller(ctx);
  });
  afterAll(() => ctx.close());

  const put = (cookie: string, changes: Partial<UpdateClinicSettingsInput>) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/clinic/settings',
      headers: { cookie },
      payload: {
        name: 'Kinetic Physio',
        address: '',
        phone: '',
        email: '',
        timeZone: 'Europe/Vienna',
        openingHours: [null, ...Array(5).fill({ open: '08:00', close: '18:00' }), null],
        remindersEnabled: true,
        reminderHoursBefore: 24,
        cancellationPolicy: '',
        ...changes,
      },
    });

  it('starts in US dollars without tax, so clinics from before currencies see no change', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const settings = (await call('GET', '/clinic/settings', owner.cookie)).json().settings;
    expect(settings).toMatchObject({
      currency: 'USD',
      locale: 'en-US',
      taxRateBasisPoints: 0,
      pricesIncludeTax: false,
    });
  });

  it('saves a currency, locale and tax rate, and prices new and existing services in it', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const before = await addService(ctx.database.db, owner.clinicId, { priceMinor: 6500 });
    const saved = await put(owner.cookie, {
      currency: 'EUR',
      locale: 'de-AT',
      taxRateBasisPoints: 2000,
      pricesIncludeTax: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toMatchObject({
      currency: 'EUR',
      locale: 'de-AT',
      taxRateBasisPoints: 2000,
      pricesIncludeTax: true,
    });

    const created = await call('POST', '/services', owner.cookie, {
      name: 'Sports massage',
      durationMinutes: 45,
      priceMinor: 125000,
      color: '#228be6',
    });
    expect(created.statusCode).toBe(201);
    const services = (await call('GET', '/services', owner.cookie)).json().services as Array<{
      id: string;
      priceMinor: number;
      currency: string;
    }>;
    expect(services.map(({ id, priceMinor, currency }) => ({ id, priceMinor, currency }))).toEqual(
      expect.arrayContaining([
        { id: before.id, priceMinor: 6500, currency: 'EUR' },
        { id: created.json().service.id, priceMinor: 125000, currency: 'EUR' },
      ]),
    );
  });

  it('keeps the currency when a client leaves the new fields out', async () => {
    const owner = await signedInMember(ctx, 'owner');
    await put(owner.cookie, { currency: 'RSD', locale: 'sr-Latn-RS' });
    const saved = await put(owner.cookie, { name: 'Renamed' });
    expect(saved.json().settings).toMatchObject({ currency: 'RSD', locale: 'sr-Latn-RS' });
  });

  it.each([
    [{ currency: 'XYZ' }, 'currency'],
    [{ currency: 'euro' }, 'currency'],
    [{ locale: 'xx-nowhere-land' }, 'locale'],
    [{ taxRateBasisPoints: -1 }, 'taxRateBasisPoints'],
    [{ taxRateBasisPoints: 10_001 }, 'taxRateBasisPoints'],
    [{ taxRateBasisPoints: 8.5 }, 'taxRateBasisPoints'],
  ] as const)('refuses %j with a message on %s', async (changes, field) => {
    const owner = await signedInMember(ctx, 'owner');
    const refused = await put(owner.cookie, changes as Partial<UpdateClinicSettingsInput>);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty(field);
  });
});
