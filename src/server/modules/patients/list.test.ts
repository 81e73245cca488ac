import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic, signedInMember } from '../../test/fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

describe('patient list (search, filters, sorting, pagination)', () => {
  let ctx: TestContext;
  let cookie: string;
  let therapistId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestApp();
    const member = await signedInMember(ctx, 'assistant');
    cookie = member.cookie;
    const db = ctx.database.db;
    therapistId = (await addMember(db, member.clinicId, 'therapist')).user.id;
    const rows = [
      [
        'ana',
        {
          firstName: 'Ana',
          lastName: 'Petrović',
          dateOfBirth: '1985-07-09',
          phone: '+381 64 111 2222',
        },
      ],
      [
        'marko',
        {
          firstName: 'Marko',
          lastName: 'Anić',
          dateOfBirth: '1990-01-20',
          email: 'marko.anic@example.com',
          status: 'discharged' as const,
        },
      ],
      [
        'zoran',
        {
          firstName: 'Zoran',
          lastName: 'Babić',
          primaryTherapistId: therapistId,
          status: 'archived' as const,
        },
      ],
      [
        'mila',
        {
          firstName: 'Mila',
          lastName: 'Zorić',
          dateOfBirth: '2001-12-31',
          primaryTherapistId: therapistId,
        },
      ],
      ['ivan', { firstName: 'Ivan', lastName: 'Petrović', dateOfBirth: '1985-07-09' }],
    ] as const;
    for (const [index, [key, values]] of rows.entries())
      ids[key] = (
        await addPatient(db, member.clinicId, {
          ...values,
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
        })
      ).id;
    await addPatient(db, (await createClinic(db, 'Elsewhere')).id, {
      firstName: 'Ana',
      lastName: 'Aaron',
      dateOfBirth: '1985-07-09',
    });
  });
  afterAll(() => ctx.close());

  const list = async (query: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/patients?${query}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      patients: Array<{ id: string }>;
      total: number;
      totalCapped: boolean;
      page: number;
      pageSize: number;
    };
  };
  const keys = async (query: string) => {
    const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
    return (await list(query)).patients.map((patient) => byId[patient.id]);
  };

  it('searches every word across name, phone, email and date of birth, in this clinic only', async () => {
    expect(await keys('search=PETROV')).toEqual(['ana', 'ivan']);
    expect(await keys('search=ana%20pet')).toEqual(['ana']);
    expect(await keys('search=111%202222')).toEqual(['ana']);
    expect(await keys('search=MARKO.ANIC@')).toEqual(['marko']);
    expect(await keys('search=1985-07-09')).toEqual(['ana', 'ivan']);
    expect(await keys('search=9.7.1985%20ivan')).toEqual(['ivan']);
    expect(await keys('search=31.12.2001')).toEqual(['mila']);
    expect(await keys('search=31.02.2001')).toEqual([]);
    expect(await keys('search=100%25')).toEqual([]);
  });

  it('filters by status and primary therapist', async () => {
    expect(await keys('status=active')).toEqual(['ana', 'ivan', 'mila']);
    expect(await keys('status=discharged')).toEqual(['marko']);
    expect(await keys(`therapistId=${therapistId}`)).toEqual(['zoran', 'mila']);
    expect(await keys(`therapistId=${therapistId}&status=archived`)).toEqual(['zoran']);
  });

  it('sorts by name, creation and date of birth (patients without one last)', async () => {
    expect(await keys('sort=name')).toEqual(['marko', 'zoran', 'ana', 'ivan', 'mila']);
    expect(await keys('sort=-name')).toEqual(['mila', 'ivan', 'ana', 'zoran', 'marko']);
    expect(await keys('sort=createdAt')).toEqual(['ana', 'marko', 'zoran', 'mila', 'ivan']);
    expect(await keys('sort=-createdAt')).toEqual(['ivan', 'mila', 'zoran', 'marko', 'ana']);
    // Ana and Ivan share a birthday; their order between them is not part of the contract.
    expect((await keys('sort=dateOfBirth')).slice(2)).toEqual(['marko', 'mila', 'zoran']);
    expect((await keys('sort=-dateOfBirth')).slice(0, 2)).toEqual(['mila', 'marko']);
    expect((await keys('sort=-dateOfBirth')).at(-1)).toBe('zoran');
  });

  it('pages with a total: `limit` patients a page', async () => {
    expect(await list('limit=2&page=2')).toMatchObject({
      total: 5,
      totalCapped: false,
      page: 2,
      pageSize: 2,
    });
    expect(await keys('limit=2&page=2')).toEqual(['ana', 'ivan']);
    expect(await keys('limit=2&page=3')).toEqual(['mila']);
    expect(await list('limit=2&page=4')).toMatchObject({ patients: [], total: 5 });
    expect(await list('limit=3')).toMatchObject({ page: 1, pageSize: 3, total: 5 });
    expect(await list('')).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('refuses a limit above 100 with fields.limit', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/patients?limit=101',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('limit');
  });

  it('answers 400 with fields for a bad status, sort, page or therapist id', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/patients?status=gone&sort=age&page=0&therapistId=7&limit=101',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual([
      'limit',
      'page',
      'sort',
      'status',
      'therapistId',
    ]);
  });
});
