import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, services } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic, sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

describe('services (services-settings)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    cookie?: string,
    payload?: Record<string, unknown>,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });

  const massage = {
    name: 'Sports massage',
    durationMinutes: 30,
    priceMinor: 4500,
    color: '#9c36b5',
  };

  it('an owner creates a service in USD, active; every member lists it', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const created = await call('POST', '/services', owner.cookie, massage);
    expect(created.statusCode).toBe(201);
    const { service } = created.json();
    expect(service).toEqual({
      id: expect.any(String),
      ...massage,
      currency: 'USD',
      noteTemplate: 'follow_up',
      active: true,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      locationIds: [],
      practitionerIds: [],
    });

    const { user } = await addMember(ctx.database.db, owner.clinicId, 'assistant');
    const assistant = await sessionCookieFor(ctx, user.id, owner.clinicId);
    const list = await call('GET', '/services', assistant);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ services: [service] });
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, service.id));
    expect(event).toMatchObject({ action: 'service.created', actorUserId: owner.user.id });
  });

  it('an admin edits and deactivates a service; ?active=true leaves it out, the full list puts it last', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const { user } = await addMember(ctx.database.db, owner.clinicId, 'admin');
    const admin = await sessionCookieFor(ctx, user.id, owner.clinicId);
    const assessment = (
      await call('POST', '/services', admin, {
        name: 'Initial assessment',
        durationMinutes: 60,
        priceMinor: 9000,
        color: '#0c7a81',
      })
    ).json().service;
    const massageService = (await call('POST', '/services', admin, massage)).json().service;

    const edited = await call('PATCH', `/services/${massageService.id}`, admin, {
      name: 'Deep tissue massage',
      durationMinutes: 45,
      priceMinor: 5500,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().service).toMatchObject({
      name: 'Deep tissue massage',
      durationMinutes: 45,
    });
    const off = await call('PATCH', `/services/${assessment.id}`, admin, { active: false });
    expect(off.json().service).toMatchObject({ id: assessment.id, active: false });

    const active = (await call('GET', '/services?active=true', owner.cookie)).json().services;
    expect(active.map((service: { name: string }) => service.name)).toEqual([
      'Deep tissue massage',
    ]);
    const all = (await call('GET', '/services', owner.cookie)).json().services;
    expect(all.map((service: { name: string }) => service.name)).toEqual([
      'Deep tissue massage',
      'Initial assessment',
    ]);
    const back = await call('PATCH', `/services/${assessment.id}`, admin, { active: true });
    expect(back.json().service.active).toBe(true);
  });

  it('a service names the visit note template its appointments start from; set on create, changed later', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const created = await call('POST', '/services', owner.cookie, {
      ...massage,
      name: 'Initial assessment',
      noteTemplate: 'initial_assessment',
    });
    expect(created.statusCode).toBe(201);
    const { service } = created.json();
    expect(service.noteTemplate).toBe('initial_assessment');
    const [row] = await ctx.database.db.select().from(services).where(eq(services.id, service.id));
    expect(row!.noteTemplate).toBe('initial_assessment');

    const changed = await call('PATCH', `/services/${service.id}`, owner.cookie, {
      noteTemplate: 'discharge',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().service).toMatchObject({
      name: 'Initial assessment',
      noteTemplate: 'discharge',
    });
    const listed = (await call('GET', '/services', owner.cookie)).json().services;
    expect(listed).toEqual([
      expect.objectContaining({ id: service.id, noteTemplate: 'discharge' }),
    ]);
  });

  it('refuses an unknown visit note template (400)', async () => {
    const { cookie } = await signedInMember(ctx, 'owner');
    const created = await call('POST', '/services', cookie, { ...massage, noteTemplate: 'soap' });
    expect(created.statusCode).toBe(400);
    expect(created.json().fields).toEqual({ noteTemplate: 'Choose a visit note template.' });
    const { service } = (await call('POST', '/services', cookie, massage)).json();
    const patched = await call('PATCH', `/services/${service.id}`, cookie, { noteTemplate: null });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().fields).toEqual({ noteTemplate: 'Choose a visit note template.' });
    expect((await call('GET', '/services', cookie)).json().services).toEqual([
      expect.objectContaining({ id: service.id, noteTemplate: 'follow_up' }),
    ]);
  });

  it('refuses bad input with a message per field (400)', async () => {
    const { cookie } = await signedInMember(ctx, 'owner');
    const response = await call('POST', '/services', cookie, {
      name: '',
      durationMinutes: 7,
      priceMinor: -1,
      color: 'teal',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: 'Enter the service name.',
      durationMinutes: 'Use 5 to 480 minutes in steps of 5.',
      priceMinor: 'The price cannot be negative.',
      color: 'Choose a colour such as #1c7ed6.',
    });
    for (const durationMinutes of [0, 485, 30.5]) {
      const bad = await call('POST', '/services', cookie, { ...massage, durationMinutes });
      expect(bad.json().fields).toEqual({ durationMinutes: 'Use 5 to 480 minutes in steps of 5.' });
    }
    const cents = await call('POST', '/services', cookie, { ...massage, priceMinor: 12.5 });
    expect(cents.json().fields).toEqual({ priceMinor: 'Use whole cents.' });
    const badId = await call('PATCH', '/services/nope', cookie, { active: false });
    expect(badId.json().fields).toEqual({ id: 'Not a valid id.' });
    expect((await call('GET', '/services', cookie)).json().services).toEqual([]);
  });

  it("answers 404 for another clinic's service and leaves it alone", async () => {
    const other = await createClinic(ctx.database.db, 'Other Clinic');
    const [theirs] = await ctx.database.db
      .insert(services)
      .values({ clinicId: other.id, ...massage })
      .returning();
    const { cookie } = await signedInMember(ctx, 'owner');
    const response = await call('PATCH', `/services/${theirs!.id}`, cookie, { active: false });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', msg: 'The service was not found.' });
    const [after] = await ctx.database.db
      .select()
      .from(services)
      .where(eq(services.id, theirs!.id));
    expect(after!.active).toBe(true);
    expect((await call('GET', '/services', cookie)).json().services).toEqual([]);
  });

  it('answers 401 signed out and 403 to therapists and assistants changing services', async () => {
    expect((await call('GET', '/services')).statusCode).toBe(401);
    expect((await call('POST', '/services', undefined, massage)).statusCode).toBe(401);
    const owner = await signedInMember(ctx, 'owner');
    const { service } = (await call('POST', '/services', owner.cookie, massage)).json();
    for (const role of ['therapist', 'assistant'] as const) {
      const { user } = await addMember(ctx.database.db, owner.clinicId, role);
      const cookie = await sessionCookieFor(ctx, user.id, owner.clinicId);
      expect((await call('GET', '/services', cookie)).statusCode).toBe(200);
      expect((await call('POST', '/services', cookie, massage)).statusCode).toBe(403);
      const patch = await call('PATCH', `/services/${service.id}`, cookie, { active: false });
      expect(patch.statusCode).toBe(403);
    }
  });
});
