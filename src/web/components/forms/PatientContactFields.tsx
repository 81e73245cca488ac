import { Checkbox, TextInput } from '@mantine/core';
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

/** Whether the patient agrees to reminders. */
export function ContactConsentField({
  register,
}: Pick<FieldsProps<'consentToContact'>, 'register'>) {
  return (
    <Checkbox
      label="The patient agrees to be contacted (reminders by email or text)"
      {...register('consentToContact')}
    />
  );
}
