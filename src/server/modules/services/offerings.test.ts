import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, memberships, serviceLocations, servicePractitioners } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic, signedInMember } from '../../test/fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

describe("services' buffers and offerings (services-settings)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    cookie: string,
    payload?: Record<string, unknown>,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });

  const assessment = {
    name: 'Initial assessment',
    durationMinutes: 60,
    priceMinor: 9000,
    color: '#0c7a81',
  };

  async function addLocation(clinicId: string, name: string) {
    const [location] = await ctx.database.db
      .insert(locations)
      .values({ clinicId, name, openingHours: Array(7).fill(null) })
      .returning({ id: locations.id });
    return location!.id;
  }

  /** An owner's clinic with two locations and two therapists. */
  async function clinicWithOfferings() {
    const owner = await signedInMember(ctx, 'owner');
    const centar = await addLocation(owner.clinicId, 'Centar');
    const liman = await addLocation(owner.clinicId, 'Liman');
    const ana = (await addMember(ctx.database.db, owner.clinicId, 'therapist')).user.id;
    const marko = (await addMember(ctx.database.db, owner.clinicId, 'therapist')).user.id;
    return { ...owner, centar, liman, ana, marko };
  }

  const sorted = (ids: string[]) => [...ids].sort();

  it('keeps buffers, locations and practitioners given on create, and lists them', async () => {
    const clinic = await clinicWithOfferings();
    const created = await call('POST', '/services', clinic.cookie, {
      ...assessment,
      bufferBeforeMinutes: 5,
      bufferAfterMinutes: 10,
      locationIds: [clinic.centar],
      practitionerIds: [clinic.ana, clinic.marko, clinic.ana],
    });
    expect(created.statusCode).toBe(201);
    const { service } = created.json();
    expect(service).toMatchObject({
      bufferBeforeMinutes: 5,
      bufferAfterMinutes: 10,
      locationIds: [clinic.centar],
    });
    expect(sorted(service.practitionerIds)).toEqual(sorted([clinic.ana, clinic.marko]));

    const other = (
      await call('POST', '/services', clinic.cookie, { ...assessment, name: 'Gym' })
    ).json().service;
    expect(other).toMatchObject({ locationIds: [], practitionerIds: [] });

    const listed = (await call('GET', '/services', clinic.cookie)).json().services;
    expect(listed).toEqual([other, service]);
  });

  it('replaces a list sent in PATCH, leaves one not sent, and [] offers it everywhere again', async () => {
    const clinic = await clinicWithOfferings();
    const { service } = (
      await call('POST', '/services', clinic.cookie, {
        ...assessment,
        locationIds: [clinic.centar],
        practitionerIds: [clinic.ana],
      })
    ).json();

    const moved = await call('PATCH', `/services/${service.id}`, clinic.cookie, {
      locationIds: [clinic.liman],
      bufferAfterMinutes: 15,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().service).toMatchObject({
      locationIds: [clinic.liman],
      practitionerIds: [clinic.ana],
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 15,
    });

    const everywhere = await call('PATCH', `/services/${service.id}`, clinic.cookie, {
      locationIds: [],
      practitionerIds: [clinic.marko],
    });
    expect(everywhere.json().service).toMatchObject({
      locationIds: [],
      practitionerIds: [clinic.marko],
    });
    const rows = await ctx.database.db
      .select()
      .from(serviceLocations)
      .where(eq(serviceLocations.serviceId, service.id));
    expect(rows).toEqual([]);

    const renamed = await call('PATCH', `/services/${service.id}`, clinic.cookie, {
      name: 'Assessment',
    });
    expect(renamed.json().service).toMatchObject({
      name: 'Assessment',
      locationIds: [],
      practitionerIds: [clinic.marko],
      bufferAfterMinutes: 15,
    });
  });

  it("refuses another clinic's location or practitioner (400 on the field) and changes nothing", async () => {
    const clinic = await clinicWithOfferings();
    const other = await createClinic(ctx.database.db, 'Other Clinic');
    const theirLocation = await addLocation(other.id, 'Elsewhere');
    const theirTherapist = (await addMember(ctx.database.db, other.id, 'therapist')).user.id;

    const badLocation = await call('POST', '/services', clinic.cookie, {
      ...assessment,
      locationIds: [clinic.centar, theirLocation],
    });
    expect(badLocation.statusCode).toBe(400);
    expect(badLocation.json().fields).toEqual({ locationIds: 'Choose locations of this clinic.' });
    const badPractitioner = await call('POST', '/services', clinic.cookie, {
      ...assessment,
      practitionerIds: [theirTherapist],
    });
    expect(badPractitioner.statusCode).toBe(400);
    expect(badPractitioner.json().fields).toEqual({
      practitionerIds: 'Choose active members of this clinic.',
    });
    expect((await call('GET', '/services', clinic.cookie)).json().services).toEqual([]);

    const { service } = (
      await call('POST', '/services', clinic.cookie, {
        ...assessment,
        locationIds: [clinic.centar],
        practitionerIds: [clinic.ana],
      })
    ).json();
    const patched = await call('PATCH', `/services/${service.id}`, clinic.cookie, {
      name: 'Renamed',
      locationIds: [theirLocation],
    });
    expect(patched.statusCode).toBe(400);
    const unknown = await call('PATCH', `/services/${service.id}`, clinic.cookie, {
      practitionerIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.json().fields).toEqual({
      practitionerIds: 'Choose active members of this clinic.',
    });
    expect((await call('GET', '/services', clinic.cookie)).json().services).toEqual([service]);
    const theirs = await ctx.database.db
      .select()
      .from(servicePractitioners)
      .where(eq(servicePractitioners.clinicId, other.id));
    expect(theirs).toEqual([]);
  });

  it('takes as practitioners only active members who take appointments; ones already offering it may stay', async () => {
    const clinic = await clinicWithOfferings();
    const assistant = (await addMember(ctx.database.db, clinic.clinicId, 'assistant')).user.id;
    const former = (
      await addMember(ctx.database.db, clinic.clinicId, 'therapist', { deactivated: true })
    ).user.id;
    const notTaking = await call('POST', '/services', clinic.cookie, {
      ...assessment,
      practitionerIds: [assistant],
    });
    expect(notTaking.json().fields).toEqual({
      practitionerIds:
        'Choose members who take appointments. Turn on "Takes appointments" in Settings → Team first.',
    });
    const deactivated = await call('POST', '/services', clinic.cookie, {
      ...assessment,
      practitionerIds: [former],
    });
    expect(deactivated.json().fields).toEqual({
      practitionerIds: 'Choose active members of this clinic.',
    });

    const { service } = (
      await call('POST', '/services', clinic.cookie, {
        ...assessment,
        practitionerIds: [clinic.ana],
        locationIds: [clinic.liman],
      })
    ).json();
    await ctx.database.db
      .update(memberships)
      .set({ takesAppointments: false })
      .where(eq(memberships.userId, clinic.ana));
    await ctx.database.db
      .update(locations)
      .set({ active: false })
      .where(eq(locations.id, clinic.liman));
    const kept = await call('PATCH', `/services/${service.id}`, clinic.cookie, {
      practitionerIds: [clinic.ana, clinic.marko],
      locationIds: [clinic.liman, clinic.centar],
    });
    expect(kept.statusCode).toBe(200);
    expect(sorted(kept.json().service.practitionerIds)).toEqual(sorted([clinic.ana, clinic.marko]));
  });

  it('refuses buffers outside 0 to 120 minutes in steps of 5, and ids that are not ids', async () => {
    const { cookie } = await signedInMember(ctx, 'owner');
    for (const minutes of [-5, 7, 125, 2.5]) {
      const response = await call('POST', '/services', cookie, {
        ...assessment,
        bufferBeforeMinutes: minutes,
        bufferAfterMinutes: minutes,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        bufferBeforeMinutes: 'Use 0 to 120 minutes in steps of 5.',
        bufferAfterMinutes: 'Use 0 to 120 minutes in steps of 5.',
      });
    }
    const notIds = await call('POST', '/services', cookie, {
      ...assessment,
      locationIds: ['centar'],
      practitionerIds: 'everyone',
    });
    expect(notIds.json().fields).toEqual({
      'locationIds.0': 'Choose locations of this clinic.',
      practitionerIds: 'Choose practitioners of this clinic.',
    });
    const edge = await call('POST', '/services', cookie, {
      ...assessment,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 120,
    });
    expect(edge.json().service).toMatchObject({ bufferBeforeMinutes: 0, bufferAfterMinutes: 120 });
  });
});
