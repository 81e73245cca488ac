import { describe, expect, it } from 'vitest';
import {
  autoMapping,
  importAppointmentStatus,
  importBoolean,
  importDate,
  importSex,
  importTime,
  missingMappings,
} from './imports.js';
import { slashDateOrder } from './import-dates.js';

describe('CSV import values (data migration)', () => {
  it('reads dates as YYYY-MM-DD, DD.MM.YYYY and DD/MM/YYYY, and refuses impossible ones', () => {
    expect(importDate('1990-04-12')).toBe('1990-04-12');
    expect(importDate('12.04.1990')).toBe('1990-04-12');
    expect(importDate('2/4/1990')).toBe('1990-04-02');
    expect(importDate('31/02/1980')).toBeNull();
    expect(importDate('04/31/1990')).toBeNull();
    expect(importDate('1990/04/12')).toBeNull();
  });

  it('reads slash dates month first when told, and tells a column’s order from a day above 12', () => {
    expect(importDate('03/12/1990', 'monthFirst')).toBe('1990-03-12');
    expect(importDate('03/12/1990', 'dayFirst')).toBe('1990-12-03');
    expect(importDate('12.04.1990', 'monthFirst')).toBe('1990-04-12');
    expect(importDate('12/31/1990', 'monthFirst')).toBe('1990-12-31');
    expect(slashDateOrder(['03/12/1990', '11/05/1985', ''])).toBe('ambiguous');
    expect(slashDateOrder(['03/12/1990', '31/05/1985'])).toBe('dayFirst');
    expect(slashDateOrder(['03/12/1990', '05/31/1985'])).toBe('monthFirst');
    expect(slashDateOrder(['1990-03-12', '12.03.1990'])).toBeNull();
  });

  it('reads times and the words spreadsheets use for sex, status and yes/no', () => {
    expect(importTime('9:05')).toBe(545);
    expect(importTime('14.30')).toBe(870);
    expect(importTime('24:00')).toBeNull();
    expect(importSex('F')).toBe('female');
    expect(importSex('Male')).toBe('male');
    expect(importSex('robot')).toBeUndefined();
    expect(importAppointmentStatus('No-show')).toBe('no_show');
    expect(importAppointmentStatus('Canceled')).toBe('cancelled');
    expect(importBoolean('Yes')).toBe(true);
    expect(importBoolean('0')).toBe(false);
    expect(importBoolean('maybe')).toBeUndefined();
  });

  it('matches English headers to fields, each header once', () => {
    expect(autoMapping('patients', ['Given name', 'Surname', 'D.O.B.', 'E-mail', 'Notes'])).toEqual(
      {
        firstName: 'Given name',
        lastName: 'Surname',
        dateOfBirth: 'D.O.B.',
        email: 'E-mail',
        notes: 'Notes',
      },
    );
    expect(autoMapping('appointments', ['Email', 'Therapist', 'Date', 'Start', 'End'])).toEqual({
      patientEmail: 'Email',
      therapist: 'Therapist',
      date: 'Date',
      startTime: 'Start',
      endTime: 'End',
    });
  });

  it('names the required fields left unmapped', () => {
    expect(missingMappings('patients', { firstName: 'First' })).toEqual({
      lastName: 'Choose the column for last name.',
    });
    expect(
      missingMappings('appointments', {
        therapist: 'T',
        date: 'D',
        startTime: 'S',
        patientLastName: 'L',
      }),
    ).toEqual({
      patientEmail: 'Choose the column for the patient email, or for first and last name.',
    });
  });
});
