import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { REGISTRATION_FIELDS, RegistrationFields } from '../../components/forms/RegistrationFields';
import {
  emptyRegistration,
  registrationFormSchema,
  registrationRequest,
  type RegistrationFormValues,
} from '../../components/forms/registration-form';
import { AuthCard } from '../../components/page/AuthCard';
import { notifyError, notifySuccess } from '../../components/toasts/notify';
import { track } from '../../lib/analytics/analytics';
import { attributionProperties } from '../../lib/analytics/attribution';
import { applyServerFieldErrors, errorMessage, serverMessage } from '../../lib/server-errors';
import { useRegister } from './api';

/** /register: a free Early Access account (or a place on its waitlist); toasts. */
export function RegisterPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationFormValues>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: emptyRegistration(),
  });

  const onSubmit = handleSubmit(async (input) => {
    track('registration_submitted', attributionProperties(search));
    try {
      const answer = await registration.mutateAsync(registrationRequest(input));
      track('registration_succeeded');
      notifySuccess('Registration successful');
      await navigate(
        answer.earlyAccess === 'waitlisted' ? '/checkout/success?waitlist=1' : '/checkout/success',
      );
    } catch (error) {
      // Analytics records 'Unknown error' when the server gave no message.
      track('registration_failed', { error: serverMessage(error) ?? 'Unknown error' });
      notifyError(errorMessage(error));
      applyServerFieldErrors(error, setError, REGISTRATION_FIELDS);
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
          <RegistrationFields register={register} errors={errors} />
          <Button type="submit" disabled={isSubmitting} fullWidth mt="xs">
            {isSubmitting ? 'submitting...' : 'Create account'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
