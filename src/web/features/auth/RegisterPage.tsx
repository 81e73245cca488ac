import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { registerSchema, type RegisterInput } from '../../../domain/auth.js';
import { PasswordField } from '../../components/forms/PasswordField';
import { AuthCard } from '../../components/page/AuthCard';
import { notifyError, notifySuccess } from '../../components/toasts/notify';
import { track } from '../../lib/analytics/analytics';
import { attributionProperties } from '../../lib/analytics/attribution';
import { applyServerFieldErrors, errorMessage, serverMessage } from '../../lib/server-errors';
import { useRegister } from './api';
import { PASSWORD_HINT } from './password-hint';

const FIELDS = ['name', 'lastName', 'location', 'email', 'password'] as const;

/** Spec §2 /register, §4 registration states, §8 toasts; issue 3 Early Access. */
export function RegisterPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', lastName: '', location: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    track('registration_submitted', attributionProperties(search));
    try {
      const answer = await registration.mutateAsync(input);
      track('registration_succeeded');
      notifySuccess('Registration successful');
      await navigate(
        answer.earlyAccess === 'waitlisted' ? '/checkout/success?waitlist=1' : '/checkout/success',
      );
    } catch (error) {
      // Spec §8: analytics records 'Unknown error' when the server gave no message.
      track('registration_failed', { error: serverMessage(error) ?? 'Unknown error' });
      notifyError(errorMessage(error));
      applyServerFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <AuthCard
      title="Create your account"
      description="Join Motio Early Access: free for life while spots last, in return for your honest feedback."
      footer={
        <Text size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to="/login">
            Log in
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
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
          <Button type="submit" disabled={isSubmitting} fullWidth mt="xs">
            {isSubmitting ? 'submitting...' : 'Create account'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
