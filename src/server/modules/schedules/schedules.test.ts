import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clinics, locations, memberships } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

describe('practitioner schedules', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    path: string,
    cookie: string,
    payload?: Record<string, unknown>,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/v1/team${path}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });

  /** An owner's clinic with its first location, and a therapist who takes appointments. */
  async function clinicWithTherapist() {
    const owner = await signedInMember(ctx, 'owner');
    const db = ctx.database.db;
    const [location] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.clinicId, owner.clinicId));
    const therapist = await addMember(db, owner.clinicId, 'therapist');
    const therapistCookie = await sessionCookieFor(ctx, therapist.user.id, owner.clinicId);
    return {
      owner,
      locationId: location!.id,
      therapistId: therapist.user.id,
      therapistCookie,
    };
  }

  const week = (locationId: string) => ({
    workingHours: [
      { locationId, weekday: 1, start: '08:00', end: '12:00', startsOn: '2026-01-05' },
      { locationId, weekday: 1, start: '13:00', end: '17:00', startsOn: '2026-01-05' },
      {
        locationId,
        weekday: 3,
        start: '14:00',
        end: '24:00',
        everyNWeeks: 2,
        startsOn: '2026-01-07',
        endsOn: '2026-06-30',
      },
    ],
    breaks: [{ weekday: 1, start: '10:00', end: '10:15', startsOn: '2026-01-05' }],
  });

  it('an owner sets a therapist’s week and reads it back, by day and time', async () => {
    const { owner, locationId, therapistId } = await clinicWithTherapist();
    const empty = await call('GET', `/${therapistId}/schedule`, owner.cookie);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().schedule).toEqual({
      practitionerId: therapistId,
      workingHours: [],
      breaks: [],
      leave: [],
      extraShifts: [],
      canEdit: true,
    });

    const saved = await call('PUT', `/${therapistId}/schedule`, owner.cookie, week(locationId));
    expect(saved.statusCode, saved.body).toBe(200);
    const { schedule } = (await call('GET', `/${therapistId}/schedule`, owner.cookie)).json();
    expect(schedule.workingHours).toEqual([
      expect.objectContaining({ weekday: 1, start: '08:00', end: '12:00', everyNWeeks: 1 }),
      expect.objectContaining({ weekday: 1, start: '13:00', end: '17:00', endsOn: null }),
      expect.objectContaining({ weekday: 3, end: '24:00', everyNWeeks: 2, endsOn: '2026-06-30' }),
    ]);
    expect(schedule.breaks).toEqual([
      {
        id: expect.any(String),
        weekday: 1,
        start: '10:00',
        end: '10:15',
        everyNWeeks: 1,
        startsOn: '2026-01-05',
        endsOn: null,
      },
    ]);
    expect(saved.json().schedule).toEqual(schedule);

    const [audit] = await ctx.database.db
      .select({ entityId: auditEvents.entityId })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.clinicId, owner.clinicId), eq(auditEvents.action, 'schedule.updated')),
      );
    expect(audit?.entityId).toBe(therapistId);
  });

  it('a save replaces the whole week: spans left out are gone', async () => {
    const { owner, locationId, therapistId } = await clinicWithTherapist();
    await call('PUT', `/${therapistId}/schedule`, owner.cookie, week(locationId));
    const only = {
      workingHours: [
        { locationId, weekday: 5, start: '09:00', end: '13:00', startsOn: '2026-01-02' },
      ],
      breaks: [],
    };
    const saved = await call('PUT', `/${therapistId}/schedule`, owner.cookie, only);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().schedule.workingHours).toHaveLength(1);
    expect(saved.json().schedule.breaks).toEqual([]);
  });

  it.each([
    [
      'an end before the start',
      { weekday: 1, start: '12:00', end: '09:00' },
      'workingHours.0.end',
      'The end must be after the start.',
    ],
    [
      'a time off the 5-minute grid',
      { weekday: 1, start: '09:03', end: '12:00' },
      'workingHours.0.start',
      '5-minute step',
    ],
    [
      'an end date before the start date',
      { weekday: 1, start: '09:00', end: '12:00', endsOn: '2025-12-31' },
      'workingHours.0.endsOn',
      'on or after the start date',
    ],
  ])('refuses %s on its field', async (_, span, field, message) => {
    const { owner, locationId, therapistId } = await clinicWithTherapist();
    const response = await call('PUT', `/${therapistId}/schedule`, owner.cookie, {
      workingHours: [{ locationId, startsOn: '2026-01-05', ...span }],
      breaks: [],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields[field]).toContain(message);
  });

  it('refuses working spans that overlap on a weekday, naming the day, and keeps the old week', async () => {
    const { owner, locationId, therapistId } = await clinicWithTherapist();
    await call('PUT', `/${therapistId}/schedule`, owner.cookie, week(locationId));
    const response = await call('PUT', `/${therapistId}/schedule`, owner.cookie, {
      workingHours: [
        { locationId, weekday: 2, start: '08:00', end: '12:00', startsOn: '2026-01-05' },
        { locationId, weekday: 2, start: '11:30', end: '15:00', startsOn: '2026-01-05' },
      ],
      breaks: [],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields['workingHours.1.start']).toContain('Tuesday');
    const { schedule } = (await call('GET', `/${therapistId}/schedule`, owner.cookie)).json();
    expect(schedule.workingHours).toHaveLength(3);
  });

  it('spans of one weekday in date ranges that never meet do not overlap', async () => {
    const { owner, locationId, therapistId } = await clinicWithTherapist();
    const response = await call('PUT', `/${therapistId}/schedule`, owner.cookie, {
      workingHours: [
        {
          locationId,
          weekday: 2,
          start: '08:00',
          end: '12:00',
          startsOn: '2026-01-05',
          endsOn: '2026-03-31',
        },
        { locationId, weekday: 2, start: '10:00', end: '14:00', startsOn: '2026-04-01' },
      ],
      breaks: [],
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses an inactive location, and another clinic’s, on the field', async () => {
    const { owner, locationId, therapistId } = await clinicWithTherapist();
    const other = await clinicWithTherapist();
    const foreign = await call('PUT', `/${therapistId}/schedule`, owner.cookie, {
      workingHours: [
        {
          locationId: other.locationId,
          weekday: 1,
          start: '08:00',
          end: '12:00',
          startsOn: '2026-01-05',
        },
      ],
      breaks: [],
    });
    expect(foreign.statusCode, foreign.body).toBe(400);
    expect(foreign.json().fields['workingHours.0.locationId']).toBe(
      'Choose an active location of this clinic.',
    );

    await ctx.database.db
      .update(locations)
      .set({ active: false })
      .where(and(eq(locations.id, locationId), eq(locations.clinicId, owner.clinicId)));
    const inactive = await call('POST', `/${therapistId}/extra-shifts`, owner.cookie, {
      locationId,
      date: '2026-05-09',
      start: '09:00',
      end: '12:00',
    });
    expect(inactive.statusCode, inactive.body).toBe(400);
    expect(inactive.json().fields.locationId).toBeDefined();
  });

  it('leave and extra shifts are added and deleted', async () => {
    const { owner, locationId, therapistId } = await clinicWithTherapist();
    const leave = await call('POST', `/${therapistId}/leave`, owner.cookie, {
      startsOn: '2026-07-06',
      endsOn: '2026-07-17',
      reason: '  Annual leave ',
    });
    expect(leave.statusCode, leave.body).toBe(201);
    expect(leave.json().leave).toEqual({
      id: expect.any(String),
      startsOn: '2026-07-06',
      endsOn: '2026-07-17',
      reason: 'Annual leave',
    });
    const backwards = await call('POST', `/${therapistId}/leave`, owner.cookie, {
      startsOn: '2026-07-17',
      endsOn: '2026-07-06',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields.endsOn).toBeDefined();

    const shift = await call('POST', `/${therapistId}/extra-shifts`, owner.cookie, {
      locationId,
      date: '2026-05-09',
      start: '09:00',
      end: '13:00',
    });
    expect(shift.statusCode, shift.body).toBe(201);
    const { schedule } = (await call('GET', `/${therapistId}/schedule`, owner.cookie)).json();
    expect(schedule.leave).toEqual([leave.json().leave]);
    expect(schedule.extraShifts).toEqual([shift.json().extraShift]);

    const leaveId = leave.json().leave.id;
    expect(
      (await call('DELETE', `/${therapistId}/leave/${leaveId}`, owner.cookie)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/${therapistId}/leave/${leaveId}`, owner.cookie)).statusCode,
    ).toBe(404);
    const shiftId = shift.json().extraShift.id;
    expect(
      (await call('DELETE', `/${therapistId}/extra-shifts/${shiftId}`, owner.cookie)).statusCode,
    ).toBe(204);
    const after = (await call('GET', `/${therapistId}/schedule`, owner.cookie)).json().schedule;
    expect(after.leave).toEqual([]);
    expect(after.extraShifts).toEqual([]);
  });

  it('leave of one member cannot be deleted through another member’s address', async () => {
    const { owner, therapistId } = await clinicWithTherapist();
    const colleague = await addMember(ctx.database.db, owner.clinicId, 'therapist');
    const leave = await call('POST', `/${therapistId}/leave`, owner.cookie, {
      startsOn: '2026-07-06',
      endsOn: '2026-07-06',
    });
    const id = leave.json().leave.id;
    const response = await call('DELETE', `/${colleague.user.id}/leave/${id}`, owner.cookie);
    expect(response.statusCode).toBe(404);
  });

  it('a clinician reads their own schedule and changes it only when the clinic allows', async () => {
    const { owner, locationId, therapistId, therapistCookie } = await clinicWithTherapist();
    const own = await call('GET', `/${therapistId}/schedule`, therapistCookie);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().schedule.canEdit).toBe(false);
    const refused = await call(
      'PUT',
      `/${therapistId}/schedule`,
      therapistCookie,
      week(locationId),
    );
    expect(refused.statusCode).toBe(403);
    const refusedLeave = await call('POST', `/${therapistId}/leave`, therapistCookie, {
      startsOn: '2026-07-06',
      endsOn: '2026-07-06',
    });
    expect(refusedLeave.statusCode).toBe(403);

    await ctx.database.db
      .update(clinics)
      .set({ cliniciansEditOwnSchedule: true })
      .where(eq(clinics.id, owner.clinicId));
    const allowed = await call('GET', `/${therapistId}/schedule`, therapistCookie);
    expect(allowed.json().schedule.canEdit).toBe(true);
    const saved = await call('PUT', `/${therapistId}/schedule`, therapistCookie, week(locationId));
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('a clinician cannot see or change a colleague’s schedule, even when the clinic allows editing', async () => {
    const { owner, locationId, therapistCookie } = await clinicWithTherapist();
    await ctx.database.db
      .update(clinics)
      .set({ cliniciansEditOwnSchedule: true })
      .where(eq(clinics.id, owner.clinicId));
    const colleague = await addMember(ctx.database.db, owner.clinicId, 'therapist');
    expect((await call('GET', `/${colleague.user.id}/schedule`, therapistCookie)).statusCode).toBe(
      403,
    );
    const put = await call(
      'PUT',
      `/${colleague.user.id}/schedule`,
      therapistCookie,
      week(locationId),
    );
    expect(put.statusCode).toBe(403);
  });

  it('an administrator manages anyone’s; an assistant no one’s, not even their own', async () => {
    const { owner, locationId, therapistId } = await clinicWithTherapist();
    const admin = await signedInMember(ctx, 'admin', owner.clinicId);
    const saved = await call('PUT', `/${therapistId}/schedule`, admin.cookie, week(locationId));
    expect(saved.statusCode, saved.body).toBe(200);
    const assistant = await signedInMember(ctx, 'assistant', owner.clinicId);
    const ownAsAssistant = await call('GET', `/${assistant.user.id}/schedule`, assistant.cookie);
    expect(ownAsAssistant.statusCode).toBe(403);
  });

  it('another clinic’s member, and someone in no clinic of ours, are not found', async () => {
    const { owner } = await clinicWithTherapist();
    const other = await clinicWithTherapist();
    const theirs = await call('GET', `/${other.therapistId}/schedule`, owner.cookie);
    expect(theirs.statusCode).toBe(404);
    const put = await call('PUT', `/${other.therapistId}/schedule`, owner.cookie, {
      workingHours: [],
      breaks: [],
    });
    expect(put.statusCode).toBe(404);
    const leave = await call('POST', `/${other.therapistId}/leave`, owner.cookie, {
      startsOn: '2026-07-06',
      endsOn: '2026-07-06',
    });
    expect(leave.statusCode).toBe(404);
  });

  it('a member who does not take appointments has no schedule to change (400)', async () => {
    const { owner, locationId } = await clinicWithTherapist();
    const assistant = await addMember(ctx.database.db, owner.clinicId, 'assistant');
    const response = await call(
      'PUT',
      `/${assistant.user.id}/schedule`,
      owner.cookie,
      week(locationId),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.userId).toContain('does not take appointments');
    await ctx.database.db
      .update(memberships)
      .set({ takesAppointments: true })
      .where(
        and(eq(memberships.clinicId, owner.clinicId), eq(memberships.userId, assistant.user.id)),
      );
    const now = await call('PUT', `/${assistant.user.id}/schedule`, owner.cookie, week(locationId));
    expect(now.statusCode, now.body).toBe(200);
  });
});
