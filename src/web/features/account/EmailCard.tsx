import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changeEmailSchema, type ChangeEmailInput } from '../../../domain/account.js';
import { FormError } from '../../components/feedback/FormError';
import { PasswordField } from '../../components/forms/PasswordField';
import { SectionCard } from '../../components/page/SectionCard';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { useChangeEmail } from './api';

/** Change of address: confirmed by the current password, done once the new address's link is opened. */
export function EmailCard({ email }: { email: string }) {
  const changeEmail = useChangeEmail();
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    setSentMessage(null);
    return changeEmail.mutateAsync(values).then(
      ({ msg }) => {
        form.reset();
        setSentMessage(msg);
      },
      (error: unknown) => {
        if (!applyServerFieldErrors(error, form.setError, ['newEmail', 'currentPassword']))
          setFormError(errorMessage(error));
      },
    );
  });

  return (
    <SectionCard
      title="Email"
      description="Where Motio sends sign-in links, invitations and notices."
    >
      <Text size="sm">
        Current address:{' '}
        <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
      </Text>
      {sentMessage && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconMailCheck aria-hidden />}
          title="Check your new inbox"
        >
          {sentMessage}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={formError} />
          <TextInput
            label="New email address"
            type="email"
            autoComplete="email"
            required
            error={errors.newEmail?.message}
            {...form.register('newEmail')}
          />
          <PasswordField
            label="Current password"
            description="To confirm it is you."
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              Change email
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
