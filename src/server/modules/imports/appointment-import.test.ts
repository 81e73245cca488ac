import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditEvents, outbox, users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic, sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { addAppointment } from '../../test/clinical-record-fixtures.js';
import { addPatient, addService, setClinicTimeZone } from '../../test/scheduling-fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

/** The appointments CSV of a data migration. */
describe('appointment CSV import', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (cookie: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/imports/appointments',
      headers: { cookie },
      payload,
    });
  const appointmentsOf = (clinicId: string) =>
    ctx.database.db.select().from(appointments).where(eq(appointments.clinicId, clinicId));

  const mapping = {
    patientEmail: 'Email',
    patientFirstName: 'First name',
    patientLastName: 'Last name',
    patientDateOfBirth: 'Born',
    therapist: 'Therapist',
    service: 'Service',
    date: 'Date',
    startTime: 'Start',
    endTime: 'End',
    durationMinutes: 'Minutes',
    status: 'Status',
  };
  const header = 'Email,First name,Last name,Born,Therapist,Service,Date,Start,End,Minutes,Status';

  /** A clinic in Belgrade with a therapist (Jelena Marić), two patients and a service. */
  async function clinic() {
    const db = ctx.database.db;
    const owner = await signedInMember(ctx, 'owner');
    await setClinicTimeZone(db, owner.clinicId, 'Europe/Belgrade');
    const { user: therapist } = await addMember(db, owner.clinicId, 'therapist', {
      email: `jelena-${owner.clinicId}@example.com`,
    });
    await db
      .update(users)
      .set({ name: 'Jelena', lastName: 'Marić' })
      .where(eq(users.id, therapist.id));
    const ana = await addPatient(db, owner.clinicId, {
      firstName: 'Ana',
      lastName: 'Petrović',
      dateOfBirth: '1990-04-12',
      email: 'ana@example.com',
    });
    const ivan = await addPatient(db, owner.clinicId, {
      firstName: 'Ivan',
      lastName: 'Horvat',
      dateOfBirth: '1985-01-31',
    });
    const service = await addService(db, owner.clinicId, {
      name: 'Follow-up',
      durationMinutes: 30,
    });
    return {
      owner,
      therapist,
      ana,
      ivan,
      service,
      therapistEmail: `jelena-${owner.clinicId}@example.com`,
    };
  }

  it('asks how to read a date column of US-style dates that could be either, then books as chosen', async () => {
    const c = await clinic();
    const csv = [header, `ana@example.com,,,,${c.therapistEmail},,03/04/2027,09:00,09:30,,`].join(
      '\n',
    );
    const unchosen = await post(c.owner.cookie, { csv, mapping, dryRun: true });
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.json().fields.dateOrder).toMatch(/^The dates in "Date" can be read day first/);
    const commit = await post(c.owner.cookie, {
      csv,
      mapping,
      dateOrder: 'monthFirst',
      dryRun: false,
    });
    expect(commit.statusCode, commit.body).toBe(201);
    const [booked] = await appointmentsOf(c.owner.clinicId);
    // 4 March 2027, 09:00 in Belgrade (UTC+1).
    expect(booked!.startsAt.toISOString()).toBe('2027-03-04T08:00:00.000Z');
  });

  it('matches patients, therapists and services, and reads times in the clinic’s time zone', async () => {
    const c = await clinic();
    const csv = [
      header,
      // Summer time in Belgrade: UTC+2. Past appointments migrate too.
      `ANA@example.com,,,,${c.therapistEmail.toUpperCase()},,2024-07-01,09:00,09:45,,completed`,
      // Winter time: UTC+1; by name and birth date, length from the service.
      `,Ivan,Horvat,31.01.1985,Jelena Marić,follow-up,15/01/2027,14:30,,,`,
      `,ivan,HORVAT,,jelena marić,,2027-01-16,8:00,,20,cancelled`,
    ].join('\n');
    const dry = await post(c.owner.cookie, { csv, mapping, dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json().report).toEqual({
      valid: true,
      rows: 3,
      toCreate: 3,
      errors: [],
      duplicates: [],
      fileErrors: [],
    });
    expect(await appointmentsOf(c.owner.clinicId)).toHaveLength(0);

    const mailsBefore = (await ctx.database.db.select().from(outbox)).length;
    const commit = await post(c.owner.cookie, { csv, mapping, dryRun: false });
    expect(commit.statusCode).toBe(201);
    expect(commit.json()).toEqual({ result: { created: 3, skippedDuplicates: 0 } });
    const rows = (await appointmentsOf(c.owner.clinicId)).sort((a, b) => +a.startsAt - +b.startsAt);
    expect(
      rows.map((a) => [
        a.patientId,
        a.therapistId,
        a.serviceId,
        a.startsAt.toISOString(),
        a.endsAt.toISOString(),
        a.status,
      ]),
    ).toEqual([
      [
        c.ana.id,
        c.therapist.id,
        null,
        '2024-07-01T07:00:00.000Z',
        '2024-07-01T07:45:00.000Z',
        'completed',
      ],
      [
        c.ivan.id,
        c.therapist.id,
        c.service.id,
        '2027-01-15T13:30:00.000Z',
        '2027-01-15T14:00:00.000Z',
        'scheduled',
      ],
      [
        c.ivan.id,
        c.therapist.id,
        null,
        '2027-01-16T07:00:00.000Z',
        '2027-01-16T07:20:00.000Z',
        'cancelled',
      ],
    ]);
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.clinicId, c.owner.clinicId),
          eq(auditEvents.action, 'appointments.import'),
        ),
      );
    expect(audit.map((e) => e.meta)).toEqual([{ rows: 3, created: 3, skippedDuplicates: 0 }]);
    // A migration sends no booking confirmations.
    expect(await ctx.database.db.select().from(outbox)).toHaveLength(mailsBefore);
  });

  it('asks for no visit note in Motio for a completed visit it brought over', async () => {
    const c = await clinic();
    const csv = [
      header,
      `ana@example.com,,,,${c.therapistEmail},,2024-07-01,09:00,09:45,,completed`,
    ].join('\n');
    expect((await post(c.owner.cookie, { csv, mapping, dryRun: false })).statusCode).toBe(201);
    const therapist = await sessionCookieFor(ctx, c.therapist.id, c.owner.clinicId);
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: therapist } });
    expect((await get('/notes/to-finish')).json()).toMatchObject({ visits: [], total: 0 });
    const calendar = await get('/appointments?from=2024-07-01T00:00:00Z&to=2024-07-02T00:00:00Z');
    expect(calendar.json().appointments).toEqual([
      expect.objectContaining({ status: 'completed', noteStatus: null }),
    ]);
  });

  it('reports unknown, ambiguous and malformed values per row, and a commit writes nothing', async () => {
    const c = await clinic();
    await addPatient(ctx.database.db, c.owner.clinicId, {
      firstName: 'Ivan',
      lastName: 'Horvat',
      dateOfBirth: '2001-02-02',
    });
    const csv = [
      header,
      `ana@example.com,,,,${c.therapistEmail},,2027-03-01,09:00,09:30,,`, // 2: good
      `nobody@example.com,,,,Nobody Here,Massage,2027-03-01,10:00,,,`, // 3
      `,Ivan,Horvat,,${c.therapistEmail},,2027-03-01,25:00,,30,`, // 4: two Ivans
      `,,,,${c.therapistEmail},,2027-02-30,10:00,09:00,,maybe`, // 5
      `ana@example.com,,,,${c.therapistEmail},,2027-03-02,10:00,09:00,,`, // 6: end before start
    ].join('\n');
    const dry = await post(c.owner.cookie, { csv, mapping, dryRun: true });
    expect(dry.json().report.errors).toEqual([
      { row: 3, field: 'patientEmail', message: 'No patient has this email.' },
      { row: 3, field: 'therapist', message: 'No active team member has this email or name.' },
      { row: 3, field: 'service', message: 'No active service has this name.' },
      {
        row: 4,
        field: 'patientFirstName',
        message: 'Several patients have this name: add the date of birth or the email.',
      },
      { row: 4, field: 'startTime', message: 'Use HH:mm, e.g. 09:30.' },
      {
        row: 5,
        field: 'patientEmail',
        message: 'Give the patient’s email, or first and last name.',
      },
      { row: 5, field: 'date', message: 'Use YYYY-MM-DD, DD.MM.YYYY or DD/MM/YYYY.' },
      {
        row: 5,
        field: 'status',
        message: 'Use scheduled, confirmed, arrived, completed, cancelled or no-show.',
      },
      { row: 6, field: 'endTime', message: 'The end must be after the start.' },
    ]);
    expect(dry.json().report).toMatchObject({ valid: false, rows: 5, toCreate: 1 });
    const commit = await post(c.owner.cookie, { csv, mapping, dryRun: false });
    expect(commit.statusCode).toBe(400);
    expect(commit.json()).toMatchObject({
      code: 'IMPORT_INVALID',
      details: { report: { rows: 5 } },
    });
    expect(await appointmentsOf(c.owner.clinicId)).toHaveLength(0);
  });

  it('refuses overlaps with the calendar and within the file; cancelled rows take no time', async () => {
    const c = await clinic();
    await addAppointment(ctx.database.db, {
      clinicId: c.owner.clinicId,
      therapistId: c.therapist.id,
      startsAt: new Date('2027-03-01T08:00:00Z'), // 09:00 in Belgrade
      endsAt: new Date('2027-03-01T08:45:00Z'),
    });
    const csv = [
      header,
      `ana@example.com,,,,${c.therapistEmail},,2027-03-01,09:30,10:00,,`, // 2: calendar conflict
      `ana@example.com,,,,${c.therapistEmail},,2027-03-02,09:00,10:00,,`, // 3: good
      `,Ivan,Horvat,,${c.therapistEmail},,2027-03-02,09:30,10:30,,`, // 4: overlaps row 3 (therapist)
      `,Ivan,Horvat,,${c.therapistEmail},,2027-03-02,09:30,10:30,,cancelled`, // 5: takes no time
    ].join('\n');
    const dry = await post(c.owner.cookie, { csv, mapping, dryRun: true });
    expect(dry.json().report.errors).toEqual([
      {
        row: 2,
        field: 'startTime',
        message: 'Conflicts with an appointment of the therapist at 2027-03-01 09:00.',
      },
      { row: 4, field: 'startTime', message: 'Overlaps row 3 of this file (same therapist).' },
    ]);
    expect(dry.json().report.toCreate).toBe(2);
    const commit = await post(c.owner.cookie, { csv, mapping, dryRun: false });
    expect(commit.statusCode).toBe(400);
    expect(await appointmentsOf(c.owner.clinicId)).toHaveLength(1);
  });

  it("does not match another clinic's patients or members", async () => {
    const c = await clinic();
    const elsewhere = await createClinic(ctx.database.db, 'Elsewhere');
    await addPatient(ctx.database.db, elsewhere.id, {
      firstName: 'Eva',
      lastName: 'Kos',
      email: 'eva@example.com',
    });
    const { user: stranger } = await addMember(ctx.database.db, elsewhere.id, 'therapist');
    const csv = [
      header,
      `eva@example.com,,,,${c.therapistEmail},,2027-03-01,09:00,09:30,,`,
      `ana@example.com,,,,${stranger.email},,2027-03-01,11:00,11:30,,`,
    ].join('\n');
    const dry = await post(c.owner.cookie, { csv, mapping, dryRun: true });
    expect(dry.json().report.errors).toEqual([
      { row: 2, field: 'patientEmail', message: 'No patient has this email.' },
      { row: 3, field: 'therapist', message: 'No active team member has this email or name.' },
    ]);
  });

  it('400 when neither the patient email nor the patient name is mapped', async () => {
    const c = await clinic();
    const response = await post(c.owner.cookie, {
      csv: `${header}\nana@example.com,,,,x,,2027-03-01,09:00,09:30,,\n`,
      mapping: {
        therapist: 'Therapist',
        date: 'Date',
        startTime: 'Start',
        patientFirstName: 'First name',
      },
      dryRun: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'mapping.patientEmail':
        'Choose the column for the patient email, or for first and last name.',
    });
  });
});
