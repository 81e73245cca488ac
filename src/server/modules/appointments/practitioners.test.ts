import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { apiCaller, local, schedulingClinic } from '../../test/appointment-helpers.js';
import { addMember } from '../../test/team-fixtures.js';

/** Only members who take appointments can be booked; the front desk is not a practitioner. */
describe('who takes appointments', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof apiCaller>;
  beforeAll(async () => {
    ctx = await createTestApp();
    call = apiCaller(ctx);
  });
  afterAll(() => ctx.close());

  const MONDAY = '2026-12-07';

  it('lists therapists and owners as practitioners by default, admins and assistants not', async () => {
    const clinic = await schedulingClinic(ctx);
    await addMember(ctx.database.db, clinic.clinicId, 'admin');
    await addMember(ctx.database.db, clinic.clinicId, 'assistant');
    const members = (await call('GET', '/team/members', clinic.cookie)).json().members as Array<{
      role: string;
      takesAppointments: boolean;
    }>;
    expect(
      Object.fromEntries(members.map((member) => [member.role, member.takesAppointments])),
    ).toEqual({ owner: true, therapist: true, admin: false, assistant: false });
  });

  it('refuses to book a receptionist until their "takes appointments" setting is on', async () => {
    const clinic = await schedulingClinic(ctx);
    const desk = await addMember(ctx.database.db, clinic.clinicId, 'assistant');
    const booking = {
      therapistId: desk.user.id,
      title: 'Front desk cover',
      start: local(MONDAY, '10:00'),
      end: local(MONDAY, '11:00'),
    };

    const refused = await call('POST', '/appointments', clinic.cookie, booking);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.therapistId).toMatch(/does not take appointments/);

    const turnedOn = await call('PATCH', `/team/members/${desk.membershipId}`, clinic.cookie, {
      takesAppointments: true,
    });
    expect(turnedOn.statusCode).toBe(200);
    expect(turnedOn.json().member.takesAppointments).toBe(true);
    expect((await call('POST', '/appointments', clinic.cookie, booking)).statusCode).toBe(201);
  });

  it('refuses to hand an appointment over to a member who does not take appointments', async () => {
    const clinic = await schedulingClinic(ctx);
    const admin = await addMember(ctx.database.db, clinic.clinicId, 'admin');
    const created = await call('POST', '/appointments', clinic.cookie, {
      therapistId: clinic.therapistId,
      title: 'Planning',
      start: local(MONDAY, '12:00'),
      end: local(MONDAY, '12:30'),
    });
    expect(created.statusCode).toBe(201);
    const moved = await call(
      'PATCH',
      `/appointments/${created.json().appointment.id}`,
      clinic.cookie,
      { therapistId: admin.user.id },
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields).toHaveProperty('therapistId');
  });
});
