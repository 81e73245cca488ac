import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { registerSchema, type InvitationPreview } from '../../../domain/auth.js';
import { PasswordField } from '../../components/forms/PasswordField';
import { notifyError } from '../../components/toasts/notify';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { useAcceptInvitation } from './api';
import { PASSWORD_HINT } from '../../components/forms/password-hint';
import { useCompleteSignIn } from './use-complete-sign-in';

const newMemberSchema = registerSchema.pick({ name: true, lastName: true, password: true });
type NewMemberForm = { name: string; lastName: string; password: string };
const FIELDS = ['name', 'lastName', 'password'] as const;

interface InvitationNewAccountFormProps {
  token: string;
  invitation: InvitationPreview;
}

/** The invited address has no account yet: create it and join the clinic in one step. */
export function InvitationNewAccountForm({ token, invitation }: InvitationNewAccountFormProps) {
  const accept = useAcceptInvitation();
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewMemberForm>({
    resolver: zodResolver(newMemberSchema),
    defaultValues: { name: '', lastName: '', password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const answer = await accept.mutateAsync({ token, ...input });
      await completeSignIn(answer.msg, '/dashboard');
    } catch (error) {
      notifyError(errorMessage(error));
      applyServerFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          description="The address your invitation was sent to; you will sign in with it."
          value={invitation.email}
          autoComplete="username"
          readOnly
        />
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
        <PasswordField
          label="Password"
          description={PASSWORD_HINT}
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" disabled={isSubmitting} fullWidth mt="xs">
          {isSubmitting ? 'Submitting' : 'Create account and join'}
        </Button>
      </Stack>
    </form>
  );
}
