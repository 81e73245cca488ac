import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportReport } from '../../../../domain/imports.js';
import { json, mockApi, ownerUser } from '../../../test/api-mock';
import { preloadRoutes, renderApp } from '../../../test/render-app';

preloadRoutes(
  () => import('../../../components/dashboard/DashboardLayout'),
  () => import('./ImportPatientsPage'),
);

const PATH = '/dashboard/import-patients';
const CSV = 'Given name;Surname;DOB;E-mail;Gender;Phone number\nAna;Petrović;12.04.1990;;F;\n';
const headers = {
  headers: ['Given name', 'Surname', 'DOB', 'E-mail', 'Gender', 'Phone number'],
  sample: [['Ana', 'Petrović', '12.04.1990', '', 'F', '']],
  rows: 6,
  delimiter: ';',
  ambiguousDateColumns: [] as string[],
};

const report = (over: Partial<ImportReport> = {}): ImportReport => ({
  valid: true,
  rows: 6,
  toCreate: 6,
  errors: [],
  duplicates: [],
  fileErrors: [],
  ...over,
});

const withErrors = report({
  valid: false,
  toCreate: 3,
  errors: [
    { row: 4, field: 'dateOfBirth', message: 'Use YYYY-MM-DD, DD.MM.YYYY or DD/MM/YYYY.' },
    { row: 4, field: 'firstName', message: 'First name is required.' },
  ],
  duplicates: [
    { row: 5, patientId: null, sameAsRow: 2, message: 'Same person as row 2 of this file.' },
  ],
});

function mockImport(
  replies: { dryRun?: (body: Record<string, unknown>) => Response; commit?: () => Response } = {},
  fileHeaders: typeof headers = headers,
) {
  const runs = vi.fn((request: { body: unknown }) => {
    const body = request.body as Record<string, unknown>;
    if (body.dryRun) return replies.dryRun?.(body) ?? json(200, { report: report() });
    return replies.commit?.() ?? json(201, { result: { created: 6, skippedDuplicates: 0 } });
  });
  const headerCalls = vi.fn(() => json(200, fileHeaders));
  mockApi({
    'GET /api/v1/users/current-user': () => json(200, ownerUser),
    'POST /api/v1/imports/patients/headers': headerCalls,
    'POST /api/v1/imports/patients': runs,
  });
  return { runs, headerCalls };
}

async function toMapping(
  user = userEvent.setup({ delay: null }),
  file = new File([CSV], 'old-system.csv', { type: 'text/csv' }),
) {
  await renderApp(PATH);
  await user.click(await screen.findByRole('button', { name: 'Next: choose file' }));
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  await user.upload(input, file);
  expect(await screen.findByText(/\d rows? and \d+ columns/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next: match columns' }));
  await screen.findByRole('heading', { name: '3. Match the columns' });
  return user;
}

/** The chosen column of a mapping Select (labels of required fields end in " *"). */
const selectValue = (label: string) =>
  screen
    .getAllByLabelText<HTMLInputElement>(new RegExp(`^${label}( \\*)?$`))
    .find((element) => element.tagName === 'INPUT')!.value;

// Twenty-seven mapping Selects make each walk through the steps slow on a busy machine.
describe(
  'Import data (migrating patient records from another system by CSV)',
  { timeout: 45_000 },
  () => {
    it('matches columns with English names automatically and leaves the others empty', async () => {
      const { headerCalls } = mockImport();
      await toMapping();
      expect(headerCalls).toHaveBeenCalledWith(expect.objectContaining({ body: { csv: CSV } }));
      expect(selectValue('First name')).toBe('Given name');
      expect(selectValue('Last name')).toBe('Surname');
      expect(selectValue('Date of birth')).toBe('DOB');
      expect(selectValue('Email')).toBe('E-mail');
      expect(selectValue('Sex')).toBe('Gender');
      expect(selectValue('Phone')).toBe('Phone number');
      expect(selectValue('Address')).toBe('');
    });

    it('asks for the required columns before any dry run', async () => {
      const { runs } = mockImport();
      const user = await toMapping();
      // Mantine hides the clear button from assistive tech (choosing the selected option again clears).
      await user.click(document.querySelector('[aria-label="Do not import last name"]')!);
      await user.click(screen.getByRole('button', { name: 'Check the file' }));
      expect(await screen.findByText('Choose the column for last name.')).toBeInTheDocument();
      expect(runs).not.toHaveBeenCalled();
    });

    it('refuses a file that is not CSV before reading it', async () => {
      const { headerCalls } = mockImport();
      const user = userEvent.setup({ delay: null, applyAccept: false });
      await renderApp(PATH);
      await user.click(await screen.findByRole('button', { name: 'Next: choose file' }));
      const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
      await user.upload(input, new File(['%PDF'], 'patients.pdf', { type: 'application/pdf' }));
      expect(await screen.findByText(/Choose a \.csv file/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next: match columns' })).toBeDisabled();
      expect(headerCalls).not.toHaveBeenCalled();
    });

    it('shows the dry run: counts, errors per row and duplicates, with import disabled', async () => {
      const { runs } = mockImport({ dryRun: () => json(200, { report: withErrors }) });
      const user = await toMapping();
      await user.click(screen.getByRole('button', { name: 'Check the file' }));

      const errors = await screen.findByRole('table', { name: 'Errors per row' });
      const rows = within(errors)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
      expect(rows).toEqual([
        ['4', 'Date of birth', 'Use YYYY-MM-DD, DD.MM.YYYY or DD/MM/YYYY.'],
        ['4', 'First name', 'First name is required.'],
      ]);
      const duplicates = screen.getByRole('table', { name: 'Possible duplicates' });
      expect(
        within(duplicates).getByText('Same person as row 2 of this file.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Import 3 patients' })).toBeDisabled();
      expect(runs).toHaveBeenCalledWith(
        expect.objectContaining({
          body: expect.objectContaining({
            csv: CSV,
            dryRun: true,
            skipDuplicates: false,
            mapping: expect.objectContaining({ firstName: 'Given name', lastName: 'Surname' }),
          }),
        }),
      );
    });

    it('runs the check again when duplicates are to be skipped, then imports and links to the list', async () => {
      const onlyDuplicates = report({
        valid: false,
        toCreate: 5,
        duplicates: withErrors.duplicates,
      });
      const { runs } = mockImport({
        dryRun: (body) =>
          json(200, {
            report: body.skipDuplicates ? { ...onlyDuplicates, valid: true } : onlyDuplicates,
          }),
        commit: () => json(201, { result: { created: 5, skippedDuplicates: 1 } }),
      });
      const user = await toMapping();
      await user.click(screen.getByRole('button', { name: 'Check the file' }));
      expect(await screen.findByRole('button', { name: 'Import 5 patients' })).toBeDisabled();

      await user.click(screen.getByRole('checkbox', { name: /Skip duplicates/ }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Import 5 patients' })).toBeEnabled(),
      );
      await user.click(screen.getByRole('button', { name: 'Import 5 patients' }));

      expect(await screen.findByText('Imported 5 patients')).toBeInTheDocument();
      expect(screen.getByText('1 duplicate row was skipped.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the patient list' })).toHaveAttribute(
        'href',
        '/dashboard/all-patients',
      );
      const commit = runs.mock.calls.map(([call]) => call.body as Record<string, unknown>).at(-1);
      expect(commit).toMatchObject({ dryRun: false, skipDuplicates: true });
    });

    it("shows the server's report when it refuses the commit (409), and nothing is claimed imported", async () => {
      const refused = report({ valid: false, toCreate: 5, duplicates: withErrors.duplicates });
      mockImport({
        commit: () =>
          json(409, {
            msg: 'Nothing was imported: some rows look like patients who already exist. Skip the duplicates or remove them from the file.',
            code: 'IMPORT_DUPLICATES',
            details: { report: refused },
          }),
      });
      const user = await toMapping();
      await user.click(screen.getByRole('button', { name: 'Check the file' }));
      await user.click(await screen.findByRole('button', { name: 'Import 6 patients' }));

      expect(
        await screen.findByText(/Nothing was imported: some rows look like patients/),
      ).toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Possible duplicates' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Import 5 patients' })).toBeDisabled();
      expect(screen.queryByText(/^Imported/)).not.toBeInTheDocument();
    });

    it('reads a Windows-1252 file (older Excel) so accented names survive, and says so', async () => {
      const { headerCalls } = mockImport();
      // "José;Muñoz" in Windows-1252: é is 0xE9, ñ is 0xF1, neither valid UTF-8 on its own.
      const bytes = new Uint8Array([
        ...new TextEncoder().encode('Given name;Surname\nJos'),
        0xe9,
        ...new TextEncoder().encode(';Mu'),
        0xf1,
        ...new TextEncoder().encode('oz\n'),
      ]);
      const user = userEvent.setup({ delay: null });
      await renderApp(PATH);
      await user.click(await screen.findByRole('button', { name: 'Next: choose file' }));
      const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
      await user.upload(input, new File([bytes], 'legacy.csv', { type: 'text/csv' }));
      expect(
        await screen.findByText(
          /This file is Windows-1252 encoded; names with accents were converted/,
        ),
      ).toBeInTheDocument();
      expect(headerCalls).toHaveBeenCalledWith(
        expect.objectContaining({ body: { csv: 'Given name;Surname\nJosé;Muñoz\n' } }),
      );
    });

    it('asks whether dates are day or month first when the file cannot tell, and sends the choice', async () => {
      const { runs } = mockImport({}, { ...headers, ambiguousDateColumns: ['DOB'] });
      const user = await toMapping();
      const order = screen.getByRole('radiogroup', { name: /Dates are written/ });
      expect(
        screen.getByText(/“DOB” reads both ways: 03\/12\/1990 is 3 December or March 12/),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Check the file' }));
      expect(
        await screen.findByText('Choose whether the dates are day first or month first.'),
      ).toBeInTheDocument();
      expect(runs).not.toHaveBeenCalled();

      await user.click(within(order).getByRole('radio', { name: 'Month first (12/31/1990)' }));
      await user.click(screen.getByRole('button', { name: 'Check the file' }));
      await screen.findByRole('heading', { name: '4. Check the result' });
      expect(runs).toHaveBeenCalledWith(
        expect.objectContaining({ body: expect.objectContaining({ dateOrder: 'monthFirst' }) }),
      );
    });

    it('does not ask about dates when the file tells their order', async () => {
      const { runs } = mockImport();
      const user = await toMapping();
      expect(
        screen.queryByRole('radiogroup', { name: /Dates are written/ }),
      ).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Check the file' }));
      await screen.findByRole('heading', { name: '4. Check the result' });
      expect(runs.mock.calls[0]![0].body).not.toHaveProperty('dateOrder');
    });

    it('matches a Cliniko export by its column names; a column is chosen by typing its name', async () => {
      const clinikoCsv =
        'Patient ID,First Name,Last Name,Date of Birth,Email,Mobile Phone,Address 1,Address 2,City,State,Post Code,Country,PLZ\n1,Ana,Petrović,1990-04-12,,,12 High St,,Melbourne,VIC,3000,Australia,\n';
      const clinikoHeaders = clinikoCsv.split('\n')[0]!.split(',');
      const { runs } = mockImport(
        {},
        {
          headers: clinikoHeaders,
          sample: [clinikoCsv.split('\n')[1]!.split(',')],
          rows: 1,
          delimiter: ',',
          ambiguousDateColumns: [],
        },
      );
      const user = await toMapping(
        userEvent.setup({ delay: null }),
        new File([clinikoCsv], 'Patients-Cliniko-20260110.csv', { type: 'text/csv' }),
      );
      expect(screen.getByText(/This is a patient export of Cliniko/)).toBeInTheDocument();
      expect(selectValue('Address')).toBe('Address 1');
      expect(selectValue('Address line 2')).toBe('Address 2');
      expect(selectValue('City')).toBe('City');
      expect(selectValue('State or region')).toBe('State');
      expect(selectValue('Postcode')).toBe('Post Code');
      expect(selectValue('Country')).toBe('Country');
      expect(selectValue('Phone')).toBe('Mobile Phone');

      // The receptionist prefers the other postcode column: types its name key by key and picks it.
      const postcode = screen
        .getAllByLabelText<HTMLInputElement>(/^Postcode$/)
        .find((element) => element.tagName === 'INPUT')!;
      await user.clear(postcode);
      await user.type(postcode, 'PL');
      await user.click(await screen.findByRole('option', { name: 'PLZ' }));
      expect(selectValue('Postcode')).toBe('PLZ');

      await user.click(screen.getByRole('button', { name: 'Check the file' }));
      await screen.findByRole('heading', { name: '4. Check the result' });
      expect(runs.mock.calls[0]![0].body).toMatchObject({
        mapping: {
          firstName: 'First Name',
          address: 'Address 1',
          city: 'City',
          state: 'State',
          postcode: 'PLZ',
          country: 'Country',
        },
      });
    });

    it('tells therapists that only owners and admins can import', async () => {
      const headerCalls = vi.fn(() => json(200, headers));
      mockApi({
        'GET /api/v1/users/current-user': () =>
          json(200, { ...ownerUser, membership: { ...ownerUser.membership!, role: 'therapist' } }),
        'POST /api/v1/imports/patients/headers': headerCalls,
      });
      await renderApp(PATH);
      expect(await screen.findByText('Only owners and admins can import data')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Next: choose file' })).not.toBeInTheDocument();
    });
  },
);
