import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** What the fields need of a form that has them, whatever else it has. */
interface FieldsProps<Name extends string> {
  register: (name: Name) => UseFormRegisterReturn;
  errors: Partial<Record<Name, { message?: string }>>;
}

/** The patient's first and last name (the patient form's and the booking form's quick create). */
export function NameFields({
  register,
  errors,
  autoFocus = false,
}: FieldsProps<'firstName' | 'lastName'> & { autoFocus?: boolean }) {
  return (
    <>
      <TextInput
        label="First name"
        required
        data-autofocus={autoFocus || undefined}
        autoComplete="off"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextInput
        label="Last name"
        required
        autoComplete="off"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
    </>
  );
}

/** The patient's phone and email. */
export function PhoneEmailFields({ register, errors }: FieldsProps<'phone' | 'email'>) {
  return (
    <>
      <TextInput
        label="Phone"
        type="tel"
        autoComplete="off"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextInput
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
    </>
  );
}

/** Shown while the patient's number is opted out of texts. */
export const SMS_OPTED_OUT_NOTE = 'Replied STOP — texts are off until the patient texts START.';

/**
 * Which messages the patient agrees to: email and text (SMS) separately. A patient who texted
 * STOP gets no texts whatever the box says, until they text START.
 */
export function ContactConsentFields({
  register,
  smsOptedOut = false,
}: Pick<FieldsProps<'consentToContact' | 'consentToSms'>, 'register'> & {
  smsOptedOut?: boolean;
}) {
  return (
    <Stack component="fieldset" gap="xs" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" size="sm" fw={500} p={0} mb="xs">
        The patient agrees to receive
      </Text>
      <Checkbox label="Email reminders and messages" {...register('consentToContact')} />
      <Checkbox
        label="Text messages (SMS)"
        description={smsOptedOut ? SMS_OPTED_OUT_NOTE : undefined}
        {...register('consentToSms')}
      />
    </Stack>
  );
}
