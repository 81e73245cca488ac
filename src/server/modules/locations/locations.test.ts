import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, clinics, locations, memberships, rooms, users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { openTestDatabase } from '../../test/database.js';
import { sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { addRoom } from '../../test/scheduling-fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

const migrationsDir = new URL('../../db/migrations/', import.meta.url);

/** The statements of the locations migration that give existing clinics their location. */
function backfillStatements(): string[] {
  const file = readdirSync(migrationsDir).find((name) => name.endsWith('_locations.sql'))!;
  return readFileSync(new URL(file, migrationsDir), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) =>
      /INSERT INTO "locations"|UPDATE "rooms"|"location_id" SET NOT NULL/.test(statement),
    );
}

const hours = [null, ...Array(5).fill({ open: '09:00', close: '17:00' }), null];

describe('locations', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
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

  /** A booking still to come in `roomId`. */
  async function bookAhead(clinicId: string, therapistId: string, roomId: string) {
    const startsAt = new Date(ctx.clock.now().getTime() + 24 * 3600_000);
    await ctx.database.db.insert(appointments).values({
      clinicId,
      therapistId,
      roomId,
      title: 'Team meeting',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3600_000),
    });
  }

  it('a new clinic has one location named after it; every member lists it', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const { user } = await addMember(ctx.database.db, owner.clinicId, 'assistant');
    const assistant = await sessionCookieFor(ctx, user.id, owner.clinicId);
    const list = await call('GET', '/locations', assistant);
    expect(list.statusCode).toBe(200);
    expect(list.json().locations).toEqual([
      {
        id: expect.any(String),
        name: 'Test Clinic',
        address: '',
        phone: '',
        openingHours: expect.any(Array),
        active: true,
      },
    ]);
    const refused = await call('POST', '/locations', assistant, { name: 'Liman' });
    expect(refused.statusCode).toBe(403);
  });

  it('a clinic made at sign-up starts with one location named after it', async () => {
    const email = `ana-${randomUUID()}@example.com`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        name: 'Ana',
        lastName: 'Petrović',
        location: 'Novi Sad, Serbia',
        email,
        password: 'Quiet-lantern-orchard-42',
        clinicName: 'Kinetic Physio',
      },
    });
    expect(response.statusCode).toBe(201);
    const found = await ctx.database.db
      .select({ name: locations.name, active: locations.active })
      .from(locations)
      .innerJoin(memberships, eq(memberships.clinicId, locations.clinicId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.email, email));
    expect(found).toEqual([{ name: 'Kinetic Physio', active: true }]);
  });

  it("an owner adds a location with the clinic's hours, then renames it and changes its hours", async () => {
    const owner = await signedInMember(ctx, 'owner');
    const [clinic] = await ctx.database.db
      .select({ openingHours: clinics.openingHours })
      .from(clinics)
      .where(eq(clinics.id, owner.clinicId));
    const created = await call('POST', '/locations', owner.cookie, {
      name: 'Liman',
      address: 'Bulevar cara Lazara 79, Novi Sad',
    });
    expect(created.statusCode).toBe(201);
    const { location } = created.json();
    expect(location).toMatchObject({
      name: 'Liman',
      address: 'Bulevar cara Lazara 79, Novi Sad',
      phone: '',
      openingHours: clinic!.openingHours,
      active: true,
    });

    const changed = await call('PATCH', `/locations/${location.id}`, owner.cookie, {
      name: 'Liman 2',
      openingHours: hours,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().location).toMatchObject({ name: 'Liman 2', openingHours: hours });
    const list = await call('GET', '/locations', owner.cookie);
    expect(list.json().locations.map((l: { name: string }) => l.name)).toEqual([
      'Liman 2',
      'Test Clinic',
    ]);
  });

  it('refuses opening hours that close before they open', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const response = await call('POST', '/locations', owner.cookie, {
      name: 'Liman',
      openingHours: [null, { open: '17:00', close: '09:00' }, null, null, null, null, null],
    });
    expect(response.statusCode).toBe(400);
  });

  it('a location with an upcoming appointment is not deleted (409) but can be deactivated', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const room = await addRoom(ctx.database.db, owner.clinicId);
    await bookAhead(owner.clinicId, owner.user.id, room.id);
    await call('POST', '/locations', owner.cookie, { name: 'Liman' });

    const refused = await call('DELETE', `/locations/${room.locationId}`, owner.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LOCATION_HAS_FUTURE_APPOINTMENTS' });
    expect(JSON.stringify(refused.json())).toContain('Deactivate it instead');

    const deactivated = await call('PATCH', `/locations/${room.locationId}`, owner.cookie, {
      active: false,
    });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().location.active).toBe(false);
    const list = await call('GET', '/locations', owner.cookie);
    expect(list.json().locations).toMatchObject([
      { name: 'Liman', active: true },
      { id: room.locationId, active: false },
    ]);
  });

  it('a location without upcoming appointments is deleted with its rooms', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const { location } = (await call('POST', '/locations', owner.cookie, { name: 'Annex' })).json();
    const [room] = await ctx.database.db
      .insert(rooms)
      .values({ clinicId: owner.clinicId, locationId: location.id, name: 'Annex gym' })
      .returning();

    const deleted = await call('DELETE', `/locations/${location.id}`, owner.cookie);
    expect(deleted.statusCode).toBe(204);
    const left = await call('GET', '/locations', owner.cookie);
    expect(left.json().locations.map((l: { id: string }) => l.id)).not.toContain(location.id);
    const roomLeft = await ctx.database.db.select().from(rooms).where(eq(rooms.id, room!.id));
    expect(roomLeft).toEqual([]);
  });

  it("the clinic's only location is not deleted (409)", async () => {
    const owner = await signedInMember(ctx, 'owner');
    const [only] = (await call('GET', '/locations', owner.cookie)).json().locations;
    const refused = await call('DELETE', `/locations/${only.id}`, owner.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LAST_LOCATION' });
    expect((await call('GET', '/locations', owner.cookie)).json().locations).toHaveLength(1);
  });

  it("another clinic's location is not found", async () => {
    const owner = await signedInMember(ctx, 'owner');
    const other = await signedInMember(ctx, 'owner');
    const { location } = (
      await call('POST', '/locations', other.cookie, { name: 'Theirs' })
    ).json();
    for (const response of [
      await call('PATCH', `/locations/${location.id}`, owner.cookie, { name: 'Mine' }),
      await call('DELETE', `/locations/${location.id}`, owner.cookie),
    ])
      expect(response.statusCode).toBe(404);
    const list = await call('GET', '/locations', owner.cookie);
    expect(list.json().locations.map((l: { id: string }) => l.id)).not.toContain(location.id);
  });

  it('a room cannot be put in another clinic’s location', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const other = await signedInMember(ctx, 'owner');
    const { location } = (
      await call('POST', '/locations', other.cookie, { name: 'Theirs' })
    ).json();
    await expect(
      ctx.database.db
        .insert(rooms)
        .values({ clinicId: owner.clinicId, locationId: location.id, name: 'Stolen' }),
    ).rejects.toThrow();
  });

  it('every room is in a location', async () => {
    const owner = await signedInMember(ctx, 'owner');
    await expect(
      ctx.database.db.execute(
        sql`insert into rooms (clinic_id, name) values (${owner.clinicId}, 'Nowhere')`,
      ),
    ).rejects.toThrow();
  });

  it('the migration gives a clinic from before locations one location holding its hours and rooms', async () => {
    // A database of its own, turned back to before the backfill: a clinic and rooms without location.
    const database = await openTestDatabase();
    try {
      const db = database.db;
      const openingHours = [null, { open: '07:00', close: '15:00' }, null, null, null, null, null];
      const [clinic] = await db
        .insert(clinics)
        .values({ name: 'Old Physio', address: 'Zmaj Jovina 1', phone: '+381 21 1', openingHours })
        .returning({ id: clinics.id });
      await db.execute(sql`alter table rooms alter column location_id drop not null`);
      await db.execute(
        sql`insert into rooms (clinic_id, name) values (${clinic!.id}, 'Room A'), (${clinic!.id}, 'Room B')`,
      );

      const statements = backfillStatements();
      expect(statements).toHaveLength(3);
      for (const statement of statements) await db.execute(sql.raw(statement));

      const backfilled = await db
        .select()
        .from(locations)
        .where(eq(locations.clinicId, clinic!.id));
      expect(backfilled).toHaveLength(1);
      expect(backfilled[0]).toMatchObject({
        name: 'Old Physio',
        address: 'Zmaj Jovina 1',
        phone: '+381 21 1',
        openingHours,
        active: true,
      });
      const assigned = await db
        .select({ name: rooms.name, locationId: rooms.locationId })
        .from(rooms)
        .where(eq(rooms.clinicId, clinic!.id))
        .orderBy(rooms.name);
      expect(assigned).toEqual([
        { name: 'Room A', locationId: backfilled[0]!.id },
        { name: 'Room B', locationId: backfilled[0]!.id },
      ]);
    } finally {
      await database.close();
    }
  });
});
