import { z } from 'zod';
import { registerSchema, type RegisterInput } from '../../../domain/auth.js';
import { proposedTimeZone } from '../../lib/browser-time-zone';

/** The sign-up forms ask for the clinic's name, which the API leaves optional. */
export const registrationFormSchema = registerSchema.omit({ timeZone: true }).extend({
  clinicName: z
    .string()
    .trim()
    .min(1, 'Enter the clinic name.')
    .max(120, 'Use at most 120 characters.'),
});
export type RegistrationFormValues = z.infer<typeof registrationFormSchema>;

export const emptyRegistration = (email = ''): RegistrationFormValues => ({
  name: '',
  lastName: '',
  clinicName: '',
  location: '',
  email,
  password: '',
});

/** The form's values as the register call takes them, with the browser's time zone if valid. */
export function registrationRequest(values: RegistrationFormValues): RegisterInput {
  const timeZone = proposedTimeZone();
  return timeZone ? { ...values, timeZone } : values;
}
