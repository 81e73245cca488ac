import { describe, expect, it } from 'vitest';
import { lastNameSchema, personNameSchema, registerSchema } from './auth.js';
import { updateClinicSettingsSchema } from './clinic-settings.js';
import { BIDI_CONTROL_MESSAGE } from './names.js';
import { createPatientSchema } from './patients.js';

const controls = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
];

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

describe('person and clinic names', () => {
  it.each(controls.map((control) => [control.codePointAt(0)!.toString(16).toUpperCase(), control]))(
    'refuse the bidirectional control U+%s, saying what to remove',
    (_, control) => {
      const name = `Ana${control}Petrović`;
      expect(messageOf(personNameSchema.safeParse(name))).toBe(BIDI_CONTROL_MESSAGE);
      expect(messageOf(lastNameSchema.safeParse(name))).toBe(BIDI_CONTROL_MESSAGE);
      const patient = createPatientSchema.safeParse({ firstName: 'Ana', lastName: name });
      expect(patient.success).toBe(false);
      expect(patient.error!.issues[0]).toMatchObject({
        path: ['lastName'],
        message: BIDI_CONTROL_MESSAGE,
      });
      const clinic = updateClinicSettingsSchema.shape.name.safeParse(`Physio${control}`);
      expect(messageOf(clinic)).toBe(BIDI_CONTROL_MESSAGE);
      const registration = registerSchema.shape.clinicName.safeParse(`Physio ${control}Novi Sad`);
      expect(messageOf(registration)).toBe(BIDI_CONTROL_MESSAGE);
    },
  );

  it('keep right-to-left names and every other letter', () => {
    for (const name of ['مريم', 'אורית', 'Zoë Ðorđević-Šarić', "O'Brien", '李小龙'])
      expect(personNameSchema.safeParse(name).success).toBe(true);
  });
});
