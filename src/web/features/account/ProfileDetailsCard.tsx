import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifySuccess } from '../../components/toasts/notify';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { updateProfileSchema, type UpdateProfileInput } from '../../../domain/account.js';
import { FormError } from '../../components/feedback/FormError';
import { SectionCard } from '../../components/page/SectionCard';
import type { CurrentUser } from '../../lib/current-user';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { useUpdateProfile } from './api';

/** Name, last name and location (PATCH /account/profile). */
export function ProfileDetailsCard({ user }: { user: CurrentUser['user'] }) {
  const updateProfile = useUpdateProfile();
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { name: user.name, lastName: user.lastName, location: user.location },
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    return updateProfile.mutateAsync(values).then(
      ({ user: saved }) => {
        form.reset({ name: saved.name, lastName: saved.lastName, location: saved.location });
        notifySuccess('Profile saved');
      },
      (error: unknown) => {
        if (!applyServerFieldErrors(error, form.setError, ['name', 'lastName', 'location']))
          setFormError(errorMessage(error));
      },
    );
  });

  return (
    <SectionCard
      title="Profile"
      description="How colleagues see you in the calendar and team list."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={formError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Name"
              autoComplete="given-name"
              required
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              required
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label="Location"
            autoComplete="address-level2"
            required
            error={errors.location?.message}
            {...form.register('location')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
