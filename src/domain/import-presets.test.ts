import { describe, expect, it } from 'vitest';
import { detectPreset } from './import-presets.js';
import { autoMapping } from './imports.js';

/** Column names of the patient exports of Cliniko and Jane, as their files name them. */
const clinikoHeaders = [
  'Patient ID',
  'Title',
  'First Name',
  'Preferred First Name',
  'Last Name',
  'Date of Birth',
  'Sex',
  'Gender Identity',
  'Pronouns',
  'Email',
  'Address 1',
  'Address 2',
  'Address 3',
  'City',
  'State',
  'Post Code',
  'Country',
  'Mobile Phone',
  'Home Phone',
  'Work Phone',
  'Occupation',
  'Emergency Contact',
  'Medicare',
  'Medicare Reference Number',
  'DVA Card Number',
  'Referral Source',
  'Notes',
  'Accepted Privacy Policy',
  'Accepted SMS Marketing',
  'Accepted Email Marketing',
  'Created At',
  'Updated At',
  'Archived At',
  'First Appointment',
  'Last Appointment',
  'Next Appointment',
  'Unapplied Account Credit',
];

const janeHeaders = [
  'First Name',
  'Preferred Name',
  'Last Name',
  'Email',
  'Mobile Phone',
  'Home Phone',
  'Work Phone',
  'Address',
  'Address 2',
  'City',
  'Province',
  'Postal Code',
  'Country',
  'Birth Date',
  'Sex',
  'Occupation',
  'Personal Health Number',
  'Referral Source',
  'Emergency Contact Name',
  'Emergency Contact Phone',
  'Family Doctor',
  'Notes',
];

describe('column presets of other programs’ patient exports', () => {
  it('recognises a Cliniko export and matches every column Motio stores, address, city and postcode included', () => {
    expect(detectPreset(clinikoHeaders)?.label).toBe('Cliniko');
    expect(autoMapping('patients', clinikoHeaders)).toEqual({
      firstName: 'First Name',
      lastName: 'Last Name',
      dateOfBirth: 'Date of Birth',
      sex: 'Sex',
      email: 'Email',
      phone: 'Mobile Phone',
      address: 'Address 1',
      address2: 'Address 2',
      address3: 'Address 3',
      city: 'City',
      state: 'State',
      postcode: 'Post Code',
      country: 'Country',
      occupation: 'Occupation',
      emergencyContactName: 'Emergency Contact',
      referralSource: 'Referral Source',
      notes: 'Notes',
    });
  });

  it('recognises a Jane export and matches its columns, address, city, province and postal code included', () => {
    expect(detectPreset(janeHeaders)?.label).toBe('Jane');
    expect(autoMapping('patients', janeHeaders)).toEqual({
      firstName: 'First Name',
      lastName: 'Last Name',
      dateOfBirth: 'Birth Date',
      sex: 'Sex',
      email: 'Email',
      phone: 'Mobile Phone',
      address: 'Address',
      address2: 'Address 2',
      city: 'City',
      state: 'Province',
      postcode: 'Postal Code',
      country: 'Country',
      occupation: 'Occupation',
      emergencyContactName: 'Emergency Contact Name',
      emergencyContactPhone: 'Emergency Contact Phone',
      referralSource: 'Referral Source',
      referringDoctor: 'Family Doctor',
      notes: 'Notes',
    });
  });

  it('recognises neither in a file of its own headers', () => {
    expect(detectPreset(['First name', 'Last name', 'Address'])).toBeUndefined();
  });
});
