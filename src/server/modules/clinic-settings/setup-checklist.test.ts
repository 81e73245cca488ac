import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { apiCaller, local } from '../../test/appointment-helpers.js';
import { sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

/** The owner's first-run checklist ticks each step from the clinic's own data. */
describe('setup checklist', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof apiCaller>;
  beforeAll(async () => {
    ctx = await createTestApp();
    call = apiCaller(ctx);
  });
  afterAll(() => ctx.close());

  const doneSteps = async (cookie: string) => {
    const response = await call('GET', '/clinic/setup-checklist', cookie);
    expect(response.statusCode).toBe(200);
    const { steps } = response.json().checklist as { steps: Array<{ id: string; done: boolean }> };
    return steps.filter((step) => step.done).map((step) => step.id);
  };

  it('ticks each step as the owner sets the clinic up, from nothing to a first booked visit', async () => {
    const owner = await signedInMember(ctx, 'owner');
    expect((await call('GET', '/clinic/setup-checklist', owner.cookie)).json()).toEqual({
      checklist: {
        steps: [
          { id: 'clinic_details', done: false },
          { id: 'services', done: false },
          { id: 'rooms', done: false },
          { id: 'team', done: false },
          { id: 'patients', done: false },
          { id: 'first_appointment', done: false },
        ],
        dismissed: false,
      },
    });

    const settings = (await call('GET', '/clinic/settings', owner.cookie)).json().settings;
    const { logoUrl: _logo, rooms: _rooms, ...editable } = settings;
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/v1/clinic/settings',
          headers: { cookie: owner.cookie },
          payload: { ...editable, timeZone: 'Europe/Belgrade' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await doneSteps(owner.cookie)).toEqual(['clinic_details']);

    const service = await call('POST', '/services', owner.cookie, {
      name: 'Assessment',
      durationMinutes: 60,
      priceMinor: 6500,
      color: '#228be6',
    });
    await call('POST', '/clinic/rooms', owner.cookie, { name: 'Room 1' });
    await call('POST', '/team/invitations', owner.cookie, {
      email: 'new.physio@example.com',
      role: 'therapist',
    });
    const patient = await call('POST', '/patients', owner.cookie, {
      firstName: 'Mila',
      lastName: 'Stojanović',
    });
    expect(await doneSteps(owner.cookie)).toEqual([
      'clinic_details',
      'services',
      'rooms',
      'team',
      'patients',
    ]);

    const booked = await call('POST', '/appointments', owner.cookie, {
      patientId: patient.json().patient.id,
      therapistId: owner.user.id,
      serviceId: service.json().service.id,
      start: local('2026-12-07', '09:00'),
      confirmOutsideOpeningHours: true,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await doneSteps(owner.cookie)).toHaveLength(6);
  });

  it('counts a colleague who already joined as the team step, a co-owner too', async () => {
    const owner = await signedInMember(ctx, 'owner');
    await addMember(ctx.database.db, owner.clinicId, 'assistant');
    expect(await doneSteps(owner.cookie)).toEqual(['team']);
    const founder = await signedInMember(ctx, 'owner');
    await addMember(ctx.database.db, founder.clinicId, 'owner');
    expect(await doneSteps(founder.cookie)).toEqual(['team']);
  });

  it('stays dismissed once an owner closes it, for every owner of the clinic', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const coOwner = await signedInMember(ctx, 'owner', owner.clinicId);
    const dismissed = await call('POST', '/clinic/setup-checklist/dismiss', owner.cookie);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().checklist.dismissed).toBe(true);
    expect(
      (await call('GET', '/clinic/setup-checklist', coOwner.cookie)).json().checklist,
    ).toMatchObject({ dismissed: true });
  });

  it('is for owners only', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const admin = await addMember(ctx.database.db, owner.clinicId, 'admin');
    const cookie = await sessionCookieFor(ctx, admin.user.id, owner.clinicId);
    expect((await call('GET', '/clinic/setup-checklist', cookie)).statusCode).toBe(403);
    expect((await call('POST', '/clinic/setup-checklist/dismiss', cookie)).statusCode).toBe(403);
  });
});
