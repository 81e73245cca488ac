import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PasswordField } from './PasswordField';
import { PASSWORD_HINT } from './password-hint';
import type { RegistrationFormValues } from './registration-form';

/** The inputs' names, for putting the server's field messages on them. */
export const REGISTRATION_FIELDS = [
  'name',
  'lastName',
  'clinicName',
  'location',
  'email',
  'password',
] as const;

interface RegistrationFieldsProps {
  register: UseFormRegister<RegistrationFormValues>;
  errors: FieldErrors<RegistrationFormValues>;
}

/**
 * Registration data as one set of inputs, shared by /register and /checkout/register:
 * name, last name, the clinic's name, location, email (type email) and a password that can be
 * shown or hidden.
 */
export function RegistrationFields({ register, errors }: RegistrationFieldsProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="Name"
          autoComplete="given-name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextInput
          label="Last name"
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </SimpleGrid>
      <TextInput
        label="Clinic name"
        description="You can change it later in Settings."
        placeholder="e.g. Kinetic Physio"
        autoComplete="organization"
        required
        error={errors.clinicName?.message}
        {...register('clinicName')}
      />
      <TextInput
        label="Location"
        description="City and country of your practice."
        autoComplete="address-level2"
        required
        error={errors.location?.message}
        {...register('location')}
      />
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        description={PASSWORD_HINT}
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
    </>
  );
}
