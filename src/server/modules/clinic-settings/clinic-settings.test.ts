import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateClinicSettingsInput } from '../../../domain/clinic-settings.js';
import { addFirstLocation } from '../../clinic/first-location.js';
import { appointments, auditEvents, clinics, locations, rooms } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic, signedInMember } from '../../test/fixtures.js';
import { addMember } from '../../test/team-fixtures.js';
import { addRoom } from '../../test/scheduling-fixtures.js';
import { sessionCookieFor } from '../../test/fixtures.js';

describe('clinic settings (settings, clinic-settings)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'PATCH',
    path: string,
    cookie?: string,
    payload?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });

  const weekdays = { open: '08:00', close: '20:00' };
  const validSettings: UpdateClinicSettingsInput = {
    name: 'Kinetic Physio',
    address: 'Bulevar oslobođenja 10, 21000 Novi Sad',
    phone: '+381 21 555 0100',
    email: 'desk@kinetic.example',
    timeZone: 'Europe/Belgrade',
    openingHours: [
      null,
      weekdays,
      weekdays,
      weekdays,
      weekdays,
      weekdays,
      { open: '09:00', close: '14:00' },
    ],
    remindersEnabled: true,
    reminderHoursBefore: 48,
    cancellationPolicy: 'Cancel at least 24 hours ahead.',
  };

  /** The clinic's first location (made for it when it has none yet, as for a room). */
  async function firstLocationId(clinicId: string, create = false) {
    const [location] = await ctx.database.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.clinicId, clinicId))
      .orderBy(asc(locations.createdAt), asc(locations.id))
      .limit(1);
    if (location) return location.id;
    if (!create) throw new Error('the clinic has no location');
    return (await addFirstLocation(ctx.database.db, clinicId)).id;
  }

  async function addLocation(cookie: string, name: string): Promise<string> {
    const response = await call('POST', '/locations', cookie, { name });
    expect(response.statusCode).toBe(201);
    return response.json().location.id;
  }

  async function memberOf(clinicId: string, role: 'therapist' | 'assistant' | 'admin') {
    const { user } = await addMember(ctx.database.db, clinicId, role);
    return sessionCookieFor(ctx, user.id, clinicId);
  }

  it('answers every member the defaults of a new clinic: UTC, weekdays 08:00–20:00, reminders 24 h before', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const assistant = await memberOf(owner.clinicId, 'assistant');
    const response = await call('GET', '/clinic/settings', assistant);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      settings: {
        name: 'Test Clinic',
        address: '',
        phone: '',
        email: '',
        logoUrl: null,
        timeZone: 'UTC',
        openingHours: [null, weekdays, weekdays, weekdays, weekdays, weekdays, null],
        rooms: [],
        remindersEnabled: true,
        reminderHoursBefore: 24,
        cancellationPolicy: '',
        currency: 'USD',
        locale: 'en-US',
        taxRateBasisPoints: 0,
        pricesIncludeTax: false,
        slotSpacingMinutes: 15,
        cliniciansEditOwnSchedule: false,
        taxNumber: '',
        paymentInstructions: '',
        invoiceDueDays: 14,
        autoDraftInvoices: true,
        noShowFeeKind: 'none',
        noShowFeeValue: 0,
        lateCancelFeeKind: 'none',
        lateCancelFeeValue: 0,
        lateCancelWindowHours: 24,
      },
    });
  });

  it('lets an owner or admin save them, audited with the changed field names only', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const admin = await memberOf(owner.clinicId, 'admin');
    const response = await call('PUT', '/clinic/settings', admin, validSettings);
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toMatchObject({ ...validSettings, logoUrl: null, rooms: [] });
    expect((await call('GET', '/clinic/settings', owner.cookie)).json().settings).toMatchObject(
      validSettings,
    );
    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, owner.clinicId));
    expect(events).toEqual([
      expect.objectContaining({
        action: 'clinic.settings_changed',
        meta: {
          fields: [
            'name',
            'address',
            'phone',
            'email',
            'timeZone',
            'openingHours',
            'reminderHoursBefore',
            'cancellationPolicy',
          ],
        },
      }),
    ]);
    // Saving the same values again changes nothing and records nothing.
    await call('PUT', '/clinic/settings', owner.cookie, validSettings);
    expect(
      await ctx.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.entityId, owner.clinicId)),
    ).toHaveLength(1);
  });

  it('saves the slot spacing and whether clinicians edit their own schedule; leaving them out keeps them', async () => {
    const { cookie } = await signedInMember(ctx, 'owner');
    const saved = await call('PUT', '/clinic/settings', cookie, {
      ...validSettings,
      slotSpacingMinutes: 30,
      cliniciansEditOwnSchedule: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject({
      slotSpacingMinutes: 30,
      cliniciansEditOwnSchedule: true,
    });
    // An older client that does not know them changes the rest and leaves them as they are.
    const older = await call('PUT', '/clinic/settings', cookie, {
      ...validSettings,
      name: 'Older',
    });
    expect(older.json().settings).toMatchObject({
      name: 'Older',
      slotSpacingMinutes: 30,
      cliniciansEditOwnSchedule: true,
    });
  });

  it('saves the billing settings (tax number, how to pay, due days, drafts on completion); leaving them out keeps them', async () => {
    const { cookie } = await signedInMember(ctx, 'owner');
    const billing = {
      taxNumber: ' ATU12345678 ',
      paymentInstructions: 'IBAN AT61 1904 3002 3457 3201, reference: the invoice number',
      invoiceDueDays: 30,
      autoDraftInvoices: false,
    };
    const saved = await call('PUT', '/clinic/settings', cookie, { ...validSettings, ...billing });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject({ ...billing, taxNumber: 'ATU12345678' });
    const older = await call('PUT', '/clinic/settings', cookie, validSettings);
    expect(older.json().settings).toMatchObject({ ...billing, taxNumber: 'ATU12345678' });
    for (const invoiceDueDays of [-1, 366, 1.5]) {
      const refused = await call('PUT', '/clinic/settings', cookie, {
        ...validSettings,
        invoiceDueDays,
      });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().fields)).toEqual(['invoiceDueDays']);
    }
  });

  it('saves the no-show and late-cancellation fees; refuses a percentage over 100 %, a negative amount or a window over a week', async () => {
    const { cookie } = await signedInMember(ctx, 'owner');
    const fees = {
      noShowFeeKind: 'amount',
      noShowFeeValue: 2500,
      lateCancelFeeKind: 'percent',
      lateCancelFeeValue: 5000,
      lateCancelWindowHours: 48,
    };
    const saved = await call('PUT', '/clinic/settings', cookie, { ...validSettings, ...fees });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject(fees);
    expect(
      (await call('PUT', '/clinic/settings', cookie, validSettings)).json().settings,
    ).toMatchObject(fees);
    const refusals: Array<[object, string, string]> = [
      [{ lateCancelFeeValue: 10_001 }, 'lateCancelFeeValue', 'Use 0 to 100 %.'],
      // 2500 as an amount is fine; as a percentage it is 25 %, and 20 000 would be 200 %.
      [{ noShowFeeKind: 'percent', noShowFeeValue: 20_000 }, 'noShowFeeValue', 'Use 0 to 100 %.'],
      [{ noShowFeeValue: -1 }, 'noShowFeeValue', 'Use 0 or more.'],
      [{ noShowFeeKind: 'half' }, 'noShowFeeKind', 'Choose none, a fixed amount or a percentage.'],
      [{ lateCancelWindowHours: 169 }, 'lateCancelWindowHours', 'Use 0 to 168 hours.'],
      [{ lateCancelWindowHours: -1 }, 'lateCancelWindowHours', 'Use 0 to 168 hours.'],
    ];
    for (const [change, field, message] of refusals) {
      const refused = await call('PUT', '/clinic/settings', cookie, {
        ...validSettings,
        ...change,
      });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().fields).toEqual({ [field]: message });
    }
    const percentOfNoShow = await call('PUT', '/clinic/settings', cookie, {
      ...validSettings,
      noShowFeeKind: 'percent',
      noShowFeeValue: 10_000,
      lateCancelWindowHours: 0,
    });
    expect(percentOfNoShow.json().settings).toMatchObject({
      noShowFeeKind: 'percent',
      noShowFeeValue: 10_000,
      lateCancelWindowHours: 0,
    });
  });

  it('refuses a slot spacing other than 5, 10, 15, 20, 30 or 60 minutes (400)', async () => {
    const { cookie, clinicId } = await signedInMember(ctx, 'owner');
    for (const slotSpacingMinutes of [0, 7, 45, 120, '15']) {
      const response = await call('PUT', '/clinic/settings', cookie, {
        ...validSettings,
        slotSpacingMinutes,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        slotSpacingMinutes: 'Use 5, 10, 15, 20, 30 or 60 minutes.',
      });
    }
    const notBoolean = await call('PUT', '/clinic/settings', cookie, {
      ...validSettings,
      cliniciansEditOwnSchedule: 'yes',
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(Object.keys(notBoolean.json().fields)).toEqual(['cliniciansEditOwnSchedule']);
    const [clinic] = await ctx.database.db.select().from(clinics).where(eq(clinics.id, clinicId));
    expect(clinic!.slotSpacingMinutes).toBe(15);
  });

  it('accepts an empty email and trims the text fields', async () => {
    const { cookie } = await signedInMember(ctx, 'owner');
    const response = await call('PUT', '/clinic/settings', cookie, {
      ...validSettings,
      name: '  Trimmed Clinic  ',
      email: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toMatchObject({ name: 'Trimmed Clinic', email: '' });
  });

  it('refuses bad input with a message per field (400)', async () => {
    const { cookie, clinicId } = await signedInMember(ctx, 'owner');
    const response = await call('PUT', '/clinic/settings', cookie, {
      ...validSettings,
      name: ' ',
      email: 'not-an-email',
      timeZone: 'Mars/Olympus_Mons',
      openingHours: [
        null,
        { open: '18:00', close: '09:00' },
        weekdays,
        weekdays,
        weekdays,
        weekdays,
        null,
      ],
      reminderHoursBefore: 169,
      cancellationPolicy: 'x'.repeat(1001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: 'Enter the clinic name.',
      email: 'Enter a valid email address.',
      timeZone: 'Choose a time zone from the list.',
      'openingHours.1.close': 'Closing time must be after opening time.',
      reminderHoursBefore: 'Use 1 to 168 hours.',
      cancellationPolicy: 'Use at most 1000 characters.',
    });
    const badTime = await call('PUT', '/clinic/settings', cookie, {
      ...validSettings,
      openingHours: [null, { open: '8:00', close: '24:00' }, null, null, null, null, null],
      reminderHoursBefore: 0,
    });
    expect(badTime.json().fields).toEqual({
      'openingHours.1.open': 'Use a time such as 08:30.',
      'openingHours.1.close': 'Use a time such as 08:30.',
      reminderHoursBefore: 'Use 1 to 168 hours.',
    });
    const sixDays = await call('PUT', '/clinic/settings', cookie, {
      ...validSettings,
      openingHours: [null, null, null, null, null, null],
    });
    expect(sixDays.json().fields).toEqual({ openingHours: 'Give the hours of all seven days.' });
    const [clinic] = await ctx.database.db.select().from(clinics).where(eq(clinics.id, clinicId));
    expect(clinic!.name).toBe('Test Clinic');
  });

  it('answers 401 signed out and 403 to therapists and assistants changing them', async () => {
    expect((await call('GET', '/clinic/settings')).statusCode).toBe(401);
    expect((await call('PUT', '/clinic/settings', undefined, validSettings)).statusCode).toBe(401);
    const owner = await signedInMember(ctx, 'owner');
    for (const role of ['therapist', 'assistant'] as const) {
      const cookie = await memberOf(owner.clinicId, role);
      expect((await call('GET', '/clinic/settings', cookie)).statusCode).toBe(200);
      expect((await call('PUT', '/clinic/settings', cookie, validSettings)).statusCode).toBe(403);
      expect((await call('POST', '/clinic/rooms', cookie, { name: 'Gym' })).statusCode).toBe(403);
    }
  });

  describe('rooms', () => {
    it('an admin adds, renames and deactivates a room; members see it in the settings', async () => {
      const owner = await signedInMember(ctx, 'owner');
      const admin = await memberOf(owner.clinicId, 'admin');
      const created = await call('POST', '/clinic/rooms', admin, { name: '  Gym ' });
      expect(created.statusCode).toBe(201);
      const { room } = created.json();
      expect(room).toEqual({
        id: expect.any(String),
        name: 'Gym',
        active: true,
        locationId: await firstLocationId(owner.clinicId),
      });

      const renamed = await call('PATCH', `/clinic/rooms/${room.id}`, admin, { name: 'Big gym' });
      expect(renamed.json()).toEqual({ room: { ...room, name: 'Big gym' } });
      const deactivated = await call('PATCH', `/clinic/rooms/${room.id}`, owner.cookie, {
        active: false,
      });
      expect(deactivated.json().room).toEqual({ ...room, name: 'Big gym', active: false });

      const therapist = await memberOf(owner.clinicId, 'therapist');
      expect((await call('GET', '/clinic/settings', therapist)).json().settings.rooms).toEqual([
        { ...room, name: 'Big gym', active: false },
      ]);
      const actions = await ctx.database.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.entityId, room.id));
      expect(actions.map((event) => event.action)).toEqual([
        'room.created',
        'room.updated',
        'room.updated',
      ]);
    });

    it('puts a new room in the location named, or else in the first active location', async () => {
      const owner = await signedInMember(ctx, 'owner');
      const first = await firstLocationId(owner.clinicId);
      ctx.clock.advance(5 * 60_000); // Liman is added after the clinic's first location.
      const liman = await addLocation(owner.cookie, 'Liman');
      const named = await call('POST', '/clinic/rooms', owner.cookie, {
        name: 'Gym',
        locationId: liman,
      });
      expect(named.statusCode).toBe(201);
      expect(named.json().room).toMatchObject({ name: 'Gym', locationId: liman });
      expect(
        (await call('POST', '/clinic/rooms', owner.cookie, { name: 'Room 2' })).json().room,
      ).toMatchObject({ locationId: first });

      // With the first location closed, a room without a location goes to the next active one.
      await call('PATCH', `/locations/${first}`, owner.cookie, { active: false });
      expect(
        (await call('POST', '/clinic/rooms', owner.cookie, { name: 'Room 3' })).json().room,
      ).toMatchObject({ locationId: liman });
    });

    it('moves a room to another location of the clinic, audited', async () => {
      const owner = await signedInMember(ctx, 'owner');
      const room = await addRoom(ctx.database.db, owner.clinicId, 'Gym');
      const liman = await addLocation(owner.cookie, 'Liman');
      const moved = await call('PATCH', `/clinic/rooms/${room.id}`, owner.cookie, {
        locationId: liman,
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().room).toEqual({
        id: room.id,
        name: 'Gym',
        active: true,
        locationId: liman,
      });
      const [event] = await ctx.database.db
        .select({ meta: auditEvents.meta })
        .from(auditEvents)
        .where(eq(auditEvents.entityId, room.id));
      expect(event!.meta).toEqual({ fields: ['locationId'] });
    });

    it('keeps a room with appointments to come at its location (409); past ones do not hold it', async () => {
      const owner = await signedInMember(ctx, 'owner');
      const room = await addRoom(ctx.database.db, owner.clinicId, 'Gym');
      const liman = await addLocation(owner.cookie, 'Liman');
      const book = (hoursFromNow: number, status: 'scheduled' | 'cancelled' = 'scheduled') => {
        const startsAt = new Date(ctx.clock.now().getTime() + hoursFromNow * 3600_000);
        return ctx.database.db
          .insert(appointments)
          .values({
            clinicId: owner.clinicId,
            therapistId: owner.user.id,
            roomId: room.id,
            title: 'Team meeting',
            status,
            startsAt,
            endsAt: new Date(startsAt.getTime() + 3600_000),
          })
          .returning({ id: appointments.id });
      };
      await book(-48);
      await book(24, 'cancelled');
      const [upcoming] = await book(24);

      const refused = await call('PATCH', `/clinic/rooms/${room.id}`, owner.cookie, {
        locationId: liman,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'ROOM_HAS_FUTURE_APPOINTMENTS',
        msg: 'This room has upcoming appointments, so it stays at its location until they are over.',
      });
      const [still] = await ctx.database.db.select().from(rooms).where(eq(rooms.id, room.id));
      expect(still!.locationId).toBe(room.locationId);
      // Renaming it, or naming the location it is already in, is no move.
      const renamed = await call('PATCH', `/clinic/rooms/${room.id}`, owner.cookie, {
        name: 'Big gym',
        locationId: room.locationId,
      });
      expect(renamed.statusCode).toBe(200);

      await ctx.database.db.delete(appointments).where(eq(appointments.id, upcoming!.id));
      const moved = await call('PATCH', `/clinic/rooms/${room.id}`, owner.cookie, {
        locationId: liman,
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().room.locationId).toBe(liman);
    });

    it("refuses another clinic's location for a new or moved room (404) and changes nothing", async () => {
      const other = await createClinic(ctx.database.db, 'Other Clinic');
      const theirLocation = await firstLocationId(other.id, true);
      const owner = await signedInMember(ctx, 'owner');
      const room = await addRoom(ctx.database.db, owner.clinicId, 'Gym');

      const created = await call('POST', '/clinic/rooms', owner.cookie, {
        name: 'Sneaky',
        locationId: theirLocation,
      });
      expect(created.statusCode).toBe(404);
      expect(created.json()).toEqual({ code: 'NOT_FOUND', msg: 'The location was not found.' });
      const moved = await call('PATCH', `/clinic/rooms/${room.id}`, owner.cookie, {
        locationId: theirLocation,
      });
      expect(moved.statusCode).toBe(404);
      expect(moved.json()).toEqual({ code: 'NOT_FOUND', msg: 'The location was not found.' });

      const [after] = await ctx.database.db.select().from(rooms).where(eq(rooms.id, room.id));
      expect(after!.locationId).toBe(room.locationId);
      expect(
        await ctx.database.db.select().from(rooms).where(eq(rooms.clinicId, other.id)),
      ).toEqual([]);
      expect(
        (await call('GET', '/clinic/settings', owner.cookie)).json().settings.rooms,
      ).toHaveLength(1);
    });

    it("answers 404 for another clinic's room and leaves it alone", async () => {
      const other = await createClinic(ctx.database.db, 'Other Clinic');
      const theirs = await addRoom(ctx.database.db, other.id, 'Their room');
      const { cookie } = await signedInMember(ctx, 'owner');
      const response = await call('PATCH', `/clinic/rooms/${theirs.id}`, cookie, { name: 'Mine' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', msg: 'The room was not found.' });
      const [after] = await ctx.database.db.select().from(rooms).where(eq(rooms.id, theirs.id));
      expect(after!.name).toBe('Their room');
      expect((await call('GET', '/clinic/settings', cookie)).json().settings.rooms).toEqual([]);
    });

    it('refuses an empty or too long name and a malformed id (400)', async () => {
      const { cookie } = await signedInMember(ctx, 'owner');
      const empty = await call('POST', '/clinic/rooms', cookie, { name: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toEqual({ name: 'Enter the room name.' });
      const long = await call('POST', '/clinic/rooms', cookie, { name: 'x'.repeat(81) });
      expect(long.json().fields).toEqual({ name: 'Use at most 80 characters.' });
      const badId = await call('PATCH', '/clinic/rooms/not-a-uuid', cookie, { name: 'Gym' });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().fields).toEqual({ id: 'Not a valid id.' });
    });

    it('answers 401 signed out', async () => {
      expect((await call('POST', '/clinic/rooms', undefined, { name: 'Gym' })).statusCode).toBe(
        401,
      );
    });
  });
});
