import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoMapping, IMPORT_MAX_BYTES } from '../../../domain/imports.js';
import { auditEvents, patients } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic, signedInMember } from '../../test/fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';

/** Patient CSV import with good, bad and duplicate rows. */
describe('patient CSV import', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (path: string, cookie: string | undefined, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1${path}`,
      headers: cookie ? { cookie } : {},
      payload,
    });
  const patientsOf = (clinicId: string) =>
    ctx.database.db.select().from(patients).where(eq(patients.clinicId, clinicId));

  const mapping = {
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    email: 'Email',
    sex: 'Gender',
  };
  const header = 'First name;Last name;Date of birth;Email;Gender';
  // Line numbers are the file's: the header is line 1.
  const mixedCsv = [
    `\uFEFF${header}`,
    'Ana;Petrović;12.04.1990;ana@example.com;F', // 2: good
    '"Ivan, Jr.";Horvat;1985-01-31;;male', // 3: good, quoted comma
    ';Kovač;31/02/1980;not-an-email;q', // 4: no first name, impossible date, bad email
    'Mila;Stojanović;01/06/1975;;W', // 5: same person as an existing patient
    'Ana;Novak;;ANA@example.com;', // 6: same email as row 2
    'Zoran;Babić;2999-01-01;;robot', // 7: future birth date, unknown sex word
  ].join('\r\n');

  async function clinicWithExistingPatient() {
    const owner = await signedInMember(ctx, 'owner');
    await addPatient(ctx.database.db, owner.clinicId, {
      firstName: 'MILA',
      lastName: 'stojanović',
      dateOfBirth: '1975-06-01',
    });
    return owner;
  }

  it('401 when not signed in, 403 for therapists and assistants', async () => {
    const body = { csv: mixedCsv, mapping, dryRun: true };
    expect((await post('/imports/patients', undefined, body)).statusCode).toBe(401);
    expect((await post('/imports/patients/headers', undefined, { csv: mixedCsv })).statusCode).toBe(
      401,
    );
    for (const role of ['therapist', 'assistant'] as const) {
      const member = await signedInMember(ctx, role);
      expect((await post('/imports/patients', member.cookie, body)).statusCode).toBe(403);
      expect((await post('/imports/appointments', member.cookie, body)).statusCode).toBe(403);
      expect(
        (await post('/imports/patients/headers', member.cookie, { csv: mixedCsv })).statusCode,
      ).toBe(403);
    }
  });

  it('reads the headers and first rows of a ;-separated file with a BOM', async () => {
    const admin = await signedInMember(ctx, 'admin');
    const response = await post('/imports/patients/headers', admin.cookie, { csv: mixedCsv });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      headers: ['First name', 'Last name', 'Date of birth', 'Email', 'Gender'],
      delimiter: ';',
      rows: 6,
      sample: [
        ['Ana', 'Petrović', '12.04.1990', 'ana@example.com', 'F'],
        ['Ivan, Jr.', 'Horvat', '1985-01-31', '', 'male'],
        ['', 'Kovač', '31/02/1980', 'not-an-email', 'q'],
      ],
      ambiguousDateColumns: [],
    });
  });

  it('400 for a bad body, a missing required mapping, an unknown column and an empty file', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const bad = await post('/imports/patients', owner.cookie, { csv: 5, dryRun: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      csv: expect.any(String),
      mapping: expect.any(String),
    });

    const unmapped = await post('/imports/patients', owner.cookie, {
      csv: mixedCsv,
      mapping: { firstName: 'First name', email: 'E-mail' },
      dryRun: true,
    });
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json().fields).toEqual({
      'mapping.lastName': 'Choose the column for last name.',
      'mapping.email': 'The file has no column "E-mail".',
    });

    const empty = await post('/imports/patients', owner.cookie, { csv: '', mapping, dryRun: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.csv).toBe('The file is empty.');
    const headerOnly = await post('/imports/patients', owner.cookie, {
      csv: `${header}\n\n`,
      mapping,
      dryRun: true,
    });
    expect(headerOnly.json().fields.csv).toBe('The file has headers but no rows.');

    const kind = await post('/imports/invoices', owner.cookie, {
      csv: mixedCsv,
      mapping,
      dryRun: true,
    });
    expect(kind.statusCode).toBe(400);
  });

  it('413 past 2 MB or 5,000 rows, with a message that says what to do', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const big = `First name,Last name\n${'Ana,Petrović\n'.repeat(Math.ceil(IMPORT_MAX_BYTES / 13) + 1)}`;
    const tooBig = await post('/imports/patients', owner.cookie, {
      csv: big,
      mapping,
      dryRun: true,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: 'IMPORT_TOO_LARGE',
      msg: expect.stringMatching(/2 MB/),
    });
    const many = `First name,Last name\n${'A,B\n'.repeat(5001)}`;
    const tooMany = await post('/imports/patients', owner.cookie, {
      csv: many,
      mapping: { firstName: 'First name', lastName: 'Last name' },
      dryRun: true,
    });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().msg).toBe(
      'The file has 5001 rows; import at most 5000 at a time. Split it into smaller files.',
    );
  });

  it('dry run reports every bad field and every duplicate per row, and writes nothing', async () => {
    const owner = await clinicWithExistingPatient();
    const response = await post('/imports/patients', owner.cookie, {
      csv: mixedCsv,
      mapping,
      dryRun: true,
    });
    expect(response.statusCode).toBe(200);
    const { report } = response.json();
    expect(report.errors).toEqual([
      { row: 4, field: 'dateOfBirth', message: 'Use YYYY-MM-DD, DD.MM.YYYY or DD/MM/YYYY.' },
      { row: 4, field: 'sex', message: 'Use female, male, other or undisclosed.' },
      { row: 4, field: 'firstName', message: 'First name is required.' },
      { row: 4, field: 'email', message: 'Enter a valid email address.' },
      { row: 7, field: 'sex', message: 'Use female, male, other or undisclosed.' },
      { row: 7, field: 'dateOfBirth', message: 'The date of birth cannot be in the future.' },
    ]);
    const [existing] = await patientsOf(owner.clinicId);
    expect(report.duplicates).toEqual([
      {
        row: 5,
        patientId: existing!.id,
        sameAsRow: null,
        message: 'A patient with this name and date of birth already exists.',
      },
      { row: 6, patientId: null, sameAsRow: 2, message: 'Same person as row 2 of this file.' },
    ]);
    expect(report).toMatchObject({ valid: false, rows: 6, toCreate: 2, fileErrors: [] });
    expect(await patientsOf(owner.clinicId)).toHaveLength(1);
  });

  it('refuses a commit with one bad row (400 with the report) and writes nothing', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const csv = `${header}\nAna;Petrović;1990-04-12;;F\nIvan;Horvat;13.13.1985;;M\n`;
    const response = await post('/imports/patients', owner.cookie, { csv, mapping, dryRun: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'IMPORT_INVALID',
      details: {
        report: {
          valid: false,
          errors: [
            { row: 3, field: 'dateOfBirth', message: 'Use YYYY-MM-DD, DD.MM.YYYY or DD/MM/YYYY.' },
          ],
        },
      },
    });
    expect(await patientsOf(owner.clinicId)).toHaveLength(0);
  });

  it('refuses duplicates (409) unless asked to skip them, then imports the rest', async () => {
    const owner = await clinicWithExistingPatient();
    const csv = `${header}\nAna;Petrović;1990-04-12;ana@example.com;F\nMila;Stojanović;1975-06-01;;F\nAna;Other;;Ana@Example.com;\n`;
    const refused = await post('/imports/patients', owner.cookie, { csv, mapping, dryRun: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IMPORT_DUPLICATES',
      details: { report: { duplicates: [{ row: 3 }, { row: 4, sameAsRow: 2 }] } },
    });
    expect(await patientsOf(owner.clinicId)).toHaveLength(1);

    const dry = await post('/imports/patients', owner.cookie, {
      csv,
      mapping,
      dryRun: true,
      skipDuplicates: true,
    });
    expect(dry.json().report).toMatchObject({ valid: true, toCreate: 1 });

    const skipped = await post('/imports/patients', owner.cookie, {
      csv,
      mapping,
      dryRun: false,
      skipDuplicates: true,
    });
    expect(skipped.statusCode).toBe(201);
    expect(skipped.json()).toEqual({ result: { created: 1, skippedDuplicates: 2 } });
    const names = (await patientsOf(owner.clinicId)).map((p) => p.lastName).sort();
    expect(names).toEqual(['Petrović', 'stojanović']);
  });

  it('commits a clean file: every row in this clinic, values mapped, one audit event with counts only', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const other = await signedInMember(ctx, 'owner');
    const csv = [
      'Given name,Surname,DOB,E-mail,Sex,Phone,Consent,Status,Allergies',
      'Ana,Petrović,12/04/1990,ana@example.com,female,+381 64 111,yes,active,Penicillin',
      '"Ivan ""Ivo""",Horvat,1985-01-31,,M,,no,discharged,',
    ].join('\n');
    const response = await post('/imports/patients', owner.cookie, {
      csv,
      mapping: {
        firstName: 'Given name',
        lastName: 'Surname',
        dateOfBirth: 'DOB',
        email: 'E-mail',
        sex: 'Sex',
        phone: 'Phone',
        consentToContact: 'Consent',
        status: 'Status',
        allergies: 'Allergies',
        notes: '',
      },
      dateOrder: 'dayFirst',
      dryRun: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ result: { created: 2, skippedDuplicates: 0 } });
    const rows = await patientsOf(owner.clinicId);
    expect(
      rows.map((p) => [p.firstName, p.dateOfBirth, p.sex, p.consentToContact, p.status]).sort(),
    ).toEqual([
      ['Ana', '1990-04-12', 'female', true, 'active'],
      ['Ivan "Ivo"', '1985-01-31', 'male', false, 'discharged'],
    ]);
    expect(rows.find((p) => p.firstName === 'Ana')).toMatchObject({
      phone: '+381 64 111',
      allergies: 'Penicillin',
    });
    expect(await patientsOf(other.clinicId)).toHaveLength(0);

    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.clinicId, owner.clinicId), eq(auditEvents.action, 'patients.import')),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.meta).toEqual({ rows: 2, created: 2, skippedDuplicates: 0 });
  });

  it('asks whether 03/12/1990 is day or month first when no date of the column tells, and reads it as chosen', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const csv = [
      'First name,Last name,Born',
      'Ana,Petrović,03/12/1990',
      'Ivan,Horvat,11/05/1985',
    ].join('\r\n');
    const headers = await post('/imports/patients/headers', owner.cookie, { csv });
    expect(headers.json().ambiguousDateColumns).toEqual(['Born']);

    const dates = { firstName: 'First name', lastName: 'Last name', dateOfBirth: 'Born' };
    const unchosen = await post('/imports/patients', owner.cookie, {
      csv,
      mapping: dates,
      dryRun: true,
    });
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.json().fields.dateOrder).toBe(
      'The dates in "Born" can be read day first or month first (03/12/1990 is 3 December or March 12). Choose which order the file uses.',
    );
    const commit = await post('/imports/patients', owner.cookie, {
      csv,
      mapping: dates,
      dateOrder: 'monthFirst',
      dryRun: false,
    });
    expect(commit.statusCode, commit.body).toBe(201);
    expect((await patientsOf(owner.clinicId)).map((p) => p.dateOfBirth).sort()).toEqual([
      '1985-11-05',
      '1990-03-12',
    ]);
  });

  it('infers the order of dates when one day is above 12, without asking', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const csv = [
      'First name,Last name,Born',
      'Ana,Petrović,03/12/1990',
      'Ivan,Horvat,12/31/1985',
    ].join('\n');
    const headers = await post('/imports/patients/headers', owner.cookie, { csv });
    expect(headers.json().ambiguousDateColumns).toEqual([]);
    const commit = await post('/imports/patients', owner.cookie, {
      csv,
      mapping: { firstName: 'First name', lastName: 'Last name', dateOfBirth: 'Born' },
      dryRun: false,
    });
    expect(commit.statusCode, commit.body).toBe(201);
    expect((await patientsOf(owner.clinicId)).map((p) => p.dateOfBirth).sort()).toEqual([
      '1985-12-31',
      '1990-03-12',
    ]);
  });

  it('imports a Cliniko export with its own column names, the address parts joined into one address', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const csv = [
      'Patient ID,First Name,Last Name,Date of Birth,Email,Mobile Phone,Address 1,Address 2,City,State,Post Code,Country,Unapplied Account Credit',
      '1001,Ana,Petrović,1990-04-12,ana@example.com,+61 400 111 222,12 High St,Unit 4,Melbourne,VIC,3000,Australia,0.00',
    ].join('\r\n');
    const response = await post('/imports/patients', owner.cookie, {
      csv,
      mapping: autoMapping('patients', csv.split('\r\n')[0]!.split(',')),
      dryRun: false,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await patientsOf(owner.clinicId)).toEqual([
      expect.objectContaining({
        firstName: 'Ana',
        phone: '+61 400 111 222',
        address: '12 High St, Unit 4, Melbourne VIC 3000, Australia',
      }),
    ]);
  });

  it('reports the spreadsheet row of an error after a cell that spans lines', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const csv = [
      'First name,Last name,Notes',
      'Ana,Petrović,"Prefers mornings\nCalls first"',
      ',Horvat,',
    ].join('\r\n');
    const response = await post('/imports/patients', owner.cookie, {
      csv,
      mapping: { firstName: 'First name', lastName: 'Last name', notes: 'Notes' },
      dryRun: true,
    });
    expect(response.json().report.errors).toEqual([
      { row: 3, field: 'firstName', message: 'First name is required.' },
    ]);
  });

  it("another clinic's patients are not duplicates", async () => {
    const owner = await signedInMember(ctx, 'owner');
    const elsewhere = await createClinic(ctx.database.db, 'Elsewhere');
    await addPatient(ctx.database.db, elsewhere.id, {
      firstName: 'Ana',
      lastName: 'Petrović',
      dateOfBirth: '1990-04-12',
      email: 'ana@example.com',
    });
    const response = await post('/imports/patients', owner.cookie, {
      csv: `${header}\nAna;Petrović;1990-04-12;ana@example.com;F\n`,
      mapping,
      dryRun: true,
    });
    expect(response.json().report).toMatchObject({ valid: true, toCreate: 1, duplicates: [] });
  });

  it("keeps within the plan's patient limit: the dry run warns, the commit refuses (Solo: 100)", async () => {
    const clinic = await createClinic(ctx.database.db, 'Solo practice', 'solo');
    const owner = await signedInMember(ctx, 'owner', clinic.id);
    await ctx.database.db.insert(patients).values(
      Array.from({ length: 98 }, (_, i) => ({
        clinicId: clinic.id,
        firstName: `P${i}`,
        lastName: 'Test',
      })),
    );
    const csv = `First name,Last name\nA,One\nB,Two\nC,Three\n`;
    const body = { csv, mapping: { firstName: 'First name', lastName: 'Last name' } };
    const dry = await post('/imports/patients', owner.cookie, { ...body, dryRun: true });
    expect(dry.json().report).toMatchObject({
      valid: false,
      toCreate: 3,
      fileErrors: [
        expect.stringMatching(
          /^This import adds 3 patients\. Your Solo plan includes 100 patients/,
        ),
      ],
    });
    const commit = await post('/imports/patients', owner.cookie, { ...body, dryRun: false });
    expect(commit.statusCode).toBe(409);
    expect(commit.json()).toMatchObject({ code: 'PLAN_PATIENT_LIMIT', details: { limit: 100 } });
    expect(await patientsOf(clinic.id)).toHaveLength(98);

    const fits = await post('/imports/patients', owner.cookie, {
      ...body,
      csv: `First name,Last name\nA,One\nB,Two\n`,
      dryRun: false,
    });
    expect(fits.statusCode).toBe(201);
    expect(await patientsOf(clinic.id)).toHaveLength(100);
  });
});
