/**
 * The patient exports of other practice-management programs, recognised by their column
 * names: each column Motio can store is matched to its field (several address columns are
 * joined into the one address). Columns without a place in Motio (their ids, account credit,
 * marketing choices, timestamps) stay unmatched.
 */

export interface ImportPreset {
  id: 'cliniko' | 'jane';
  label: string;
  /** Columns that together say the file came from this program. */
  signature: readonly string[];
  /** Field → the program's column names for it, the preferred first. */
  columns: Readonly<Record<string, readonly string[]>>;
}

export const patientImportPresets: readonly ImportPreset[] = [
  {
    id: 'cliniko',
    label: 'Cliniko',
    signature: ['Patient ID', 'Address 1', 'Post Code'],
    columns: {
      firstName: ['First Name'],
      lastName: ['Last Name'],
      dateOfBirth: ['Date of Birth'],
      sex: ['Sex', 'Gender'],
      email: ['Email'],
      phone: ['Mobile Phone', 'Mobile', 'Home Phone', 'Work Phone', 'Other Phone'],
      address: ['Address 1'],
      address2: ['Address 2'],
      address3: ['Address 3'],
      city: ['City'],
      state: ['State'],
      postcode: ['Post Code'],
      country: ['Country'],
      occupation: ['Occupation'],
      emergencyContactName: ['Emergency Contact'],
      referralSource: ['Referral Source'],
      referringDoctor: ['Referring Doctor'],
      notes: ['Notes'],
    },
  },
  {
    id: 'jane',
    label: 'Jane',
    signature: ['First Name', 'Last Name', 'Postal Code', 'Province'],
    columns: {
      firstName: ['First Name'],
      lastName: ['Last Name'],
      dateOfBirth: ['Birth Date', 'Date of Birth', 'DOB'],
      sex: ['Sex', 'Gender'],
      email: ['Email'],
      phone: ['Mobile Phone', 'Cell Phone', 'Home Phone', 'Work Phone'],
      address: ['Address', 'Address 1', 'Address Line 1', 'Street Address'],
      address2: ['Address 2', 'Address Line 2'],
      city: ['City'],
      state: ['Province', 'State'],
      postcode: ['Postal Code', 'Zip Code'],
      country: ['Country'],
      occupation: ['Occupation'],
      emergencyContactName: ['Emergency Contact Name', 'Emergency Contact'],
      emergencyContactPhone: ['Emergency Contact Phone'],
      referralSource: ['Referral Source', 'Referred By'],
      referringDoctor: ['Referring Practitioner', 'Family Doctor', 'Family Physician'],
      notes: ['Notes'],
    },
  },
];

const lower = (header: string) => header.trim().toLowerCase();

/** The program a file's header row comes from, if it is one Motio knows. */
export function detectPreset(headers: readonly string[]): ImportPreset | undefined {
  const names = new Set(headers.map(lower));
  return patientImportPresets.find((preset) =>
    preset.signature.every((column) => names.has(lower(column))),
  );
}

/** Field → the file's header, for every field of the preset whose column the file has. */
export function presetMapping(
  preset: ImportPreset,
  headers: readonly string[],
): Record<string, string> {
  const byName = new Map(headers.map((header) => [lower(header), header]));
  const mapping: Record<string, string> = {};
  for (const [field, columns] of Object.entries(preset.columns)) {
    const header = columns.map((column) => byName.get(lower(column))).find(Boolean);
    if (header) mapping[field] = header;
  }
  return mapping;
}
