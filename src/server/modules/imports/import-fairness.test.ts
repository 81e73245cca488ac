import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inFlightOf } from '../../clinic/fair-share.js';
import { patients } from '../../db/schema.js';
import { createClinic, signedInMember } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { addPatient } from '../../test/scheduling-fixtures.js';

/**
 * One clinic cannot stall the others with a large import: one import of a clinic runs at a time,
 * each clinic has its own rate of imports, and a long import leaves room for other clinics'
 * requests while it is read and written.
 */
describe('imports are shared fairly between clinics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (path: string, cookie: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1${path}`, headers: { cookie }, payload });

  const mapping = { firstName: 'First name', lastName: 'Last name', email: 'Email' };
  const csvOf = (rows: number) =>
    [
      'First name,Last name,Email',
      ...Array.from({ length: rows }, (_, n) => `Ana${n},Petrović${n},ana${n}@example.com`),
    ].join('\n');

  /** An owner on Clinic+, whose patients are unlimited. */
  const owner = async () =>
    signedInMember(ctx, 'owner', (await createClinic(ctx.database.db, 'Clinic', 'clinic')).id);

  it('runs one import of a clinic at a time: another meanwhile is 429 with Retry-After, other clinics import', async () => {
    const busy = await owner();
    const other = await owner();
    const running = post('/imports/patients', busy.cookie, {
      csv: csvOf(2000),
      mapping,
      dryRun: false,
    });
    while (inFlightOf('import', busy.clinicId) === 0)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const [second, otherClinic] = await Promise.all([
      post('/imports/patients/headers', busy.cookie, { csv: csvOf(3) }),
      post('/imports/patients/headers', other.cookie, { csv: csvOf(3) }),
    ]);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('10');
    expect(second.json()).toEqual({
      code: 'CLINIC_BUSY',
      msg: 'Your clinic already has an import running. Wait for it to finish, then try again.',
    });
    expect(otherClinic.statusCode).toBe(200);
    expect((await running).statusCode).toBe(201);
    // Once it is done, the clinic imports again.
    expect(
      (await post('/imports/patients/headers', busy.cookie, { csv: csvOf(3) })).statusCode,
    ).toBe(200);
  });

  it('limits the imports of a clinic over time (429 with Retry-After), not those of the next clinic', async () => {
    const busy = await owner();
    const other = await owner();
    for (let n = 0; n < 60; n += 1)
      expect(
        (await post('/imports/patients/headers', busy.cookie, { csv: csvOf(1) })).statusCode,
      ).toBe(200);
    const limited = await post('/imports/patients/headers', busy.cookie, { csv: csvOf(1) });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      msg: 'Too many imports. Please wait 60 minutes and try again.',
    });
    expect(
      (await post('/imports/patients/headers', other.cookie, { csv: csvOf(1) })).statusCode,
    ).toBe(200);
  });

  it("answers another clinic's patient list while a 5,000-row import is being written", async () => {
    const importer = await owner();
    const reader = await owner();
    await addPatient(ctx.database.db, reader.clinicId, { firstName: 'Mila' });
    let imported = false;
    const importing = post('/imports/patients', importer.cookie, {
      csv: csvOf(5000),
      mapping,
      dryRun: false,
    }).then((response) => {
      imported = true;
      return response;
    });
    while (inFlightOf('import', importer.clinicId) === 0)
      await new Promise((resolve) => setTimeout(resolve, 5));

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/patients',
      headers: { cookie: reader.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(1);
    expect(imported).toBe(false);

    expect((await importing).json()).toEqual({ result: { created: 5000, skippedDuplicates: 0 } });
    const written = await ctx.database.db
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.clinicId, importer.clinicId));
    expect(written).toHaveLength(5000);
  });
});
