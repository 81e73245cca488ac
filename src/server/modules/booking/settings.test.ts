import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema.js';
import { createTestApp } from '../../test/app.js';
import { createUser, signedInMember } from '../../test/fixtures.js';
import { addService } from '../../test/scheduling-fixtures.js';
import { addLocation } from '../../test/schedule-fixtures.js';

/** Settings → Online booking: the rules and exactly what the booking page offers. */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.database.db;

const settingsOf = (cookie: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/online-booking/settings', headers: { cookie } });
const save = (cookie: string, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/online-booking/settings',
    headers: { cookie },
    payload,
  });

async function clinicToSetUp() {
  const owner = await signedInMember(ctx, 'owner');
  const therapist = await createUser(db, { clinicId: owner.clinicId, role: 'therapist' });
  const massage = await addService(db, owner.clinicId, { name: 'Sports massage' });
  const assessment = await addService(db, owner.clinicId, { name: 'Initial assessment' });
  const annex = await addLocation(db, owner.clinicId, 'Annex');
  return { owner, therapist, massage, assessment, annex };
}

describe('online booking settings', () => {
  it('start off, with everything active offered, and save what the owner chose', async () => {
    const { owner, therapist, massage, assessment, annex } = await clinicToSetUp();
    const before = (await settingsOf(owner.cookie)).json().settings;
    expect(before).toMatchObject({ enabled: false, slug: null, minNoticeMinutes: 120 });
    expect(before.serviceIds.sort()).toEqual([massage.id, assessment.id].sort());
    expect(before.practitionerIds).toContain(therapist.id);

    const chosen = {
      ...before,
      enabled: true,
      slug: 'Kinetika-Novi-Sad',
      minNoticeMinutes: 240,
      maxDaysAhead: 30,
      changeWindowHours: 48,
      newPatientsAllowed: false,
      message: 'Parking behind the building.',
      serviceIds: [assessment.id],
      practitionerIds: [therapist.id],
      locationIds: [annex.id],
    };
    const saved = await save(owner.cookie, chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toEqual({ ...chosen, slug: 'kinetika-novi-sad' });
    const [massageRow] = await db
      .select({ offeredOnline: services.offeredOnline })
      .from(services)
      .where(and(eq(services.clinicId, owner.clinicId), eq(services.id, massage.id)));
    expect(massageRow!.offeredOnline).toBe(false);
    expect((await settingsOf(owner.cookie)).json().settings).toEqual(saved.json().settings);
  });

  it('refuses an address another clinic has, switching on without one, and ids of another clinic', async () => {
    const first = await clinicToSetUp();
    const second = await clinicToSetUp();
    const base = (await settingsOf(first.owner.cookie)).json().settings;
    expect((await save(first.owner.cookie, { ...base, slug: 'city-physio' })).statusCode).toBe(200);

    const other = (await settingsOf(second.owner.cookie)).json().settings;
    const taken = await save(second.owner.cookie, { ...other, slug: 'city-physio' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'SLUG_TAKEN',
      fields: { slug: expect.any(String) },
    });

    const noAddress = await save(second.owner.cookie, { ...other, enabled: true });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().fields.slug).toBe('Choose the address of your booking page first.');

    const foreign = await save(second.owner.cookie, { ...other, serviceIds: [first.massage.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toHaveProperty('serviceIds');

    const badSlug = await save(second.owner.cookie, { ...other, slug: 'city physio!' });
    expect(badSlug.statusCode).toBe(400);
  });

  it('are for owners and admins only', async () => {
    const { owner } = await clinicToSetUp();
    const therapist = await signedInMember(ctx, 'therapist', owner.clinicId);
    expect((await settingsOf(therapist.cookie)).statusCode).toBe(403);
    const admin = await signedInMember(ctx, 'admin', owner.clinicId);
    expect((await settingsOf(admin.cookie)).statusCode).toBe(200);
  });
});
