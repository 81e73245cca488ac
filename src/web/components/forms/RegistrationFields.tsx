import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { RegisterInput } from '../../../domain/auth.js';
import { PasswordField } from './PasswordField';
import { PASSWORD_HINT } from './password-hint';

/** The inputs' names, for putting the server's field messages on them. */
export const REGISTRATION_FIELDS = ['name', 'lastName', 'location', 'email', 'password'] as const;

interface RegistrationFieldsProps {
  register: UseFormRegister<RegisterInput>;
  errors: FieldErrors<RegisterInput>;
}

/**
 * Spec §3 registration data as one set of inputs, shared by /register and /checkout/register:
 * name, last name, location, email (type email) and a password that can be shown or hidden.
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
