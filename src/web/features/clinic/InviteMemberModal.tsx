import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifySuccess } from '../../components/toasts/notify';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { can, canAssignRole } from '../../../domain/permissions.js';
import { clinicRoles, takesAppointmentsByDefault, type ClinicRole } from '../../../domain/roles.js';
import { createInvitationSchema, INVITATION_DAYS } from '../../../domain/team.js';
import { applyServerFieldErrors, errorCode, errorMessage } from '../../lib/server-errors';
import { RoleSelectField } from './RoleSelectField';
import { useInviteMember } from './team-api';

interface InviteMemberModalProps {
  opened: boolean;
  actorRole: ClinicRole;
  onClose: () => void;
}

type InviteForm = z.input<typeof createInvitationSchema>;

const conflictTitles: Record<string, string> = {
  PLAN_USER_LIMIT: 'Your plan is full',
  ALREADY_MEMBER: 'Already in your team',
  ALREADY_INVITED: 'Already invited',
};

/** Invite by email with a role the inviter may give (POST /team/invitations). */
export function InviteMemberModal({ opened, actorRole, onClose }: InviteMemberModalProps) {
  const invite = useInviteMember();
  const roles = clinicRoles.filter((role) => canAssignRole(actorRole, null, role));
  const form = useForm<InviteForm>({
    resolver: zodResolver(createInvitationSchema),
    defaultValues: { email: '', role: 'therapist', title: '' },
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });
  const [failure, setFailure] = useState<{ code: string | undefined; msg: string } | null>(null);

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  const onSubmit = form.handleSubmit(({ email, role, title }) => {
    setFailure(null);
    const trimmedTitle = title?.trim();
    return invite.mutateAsync({ email, role, title: trimmedTitle || undefined }).then(
      ({ invitation }) => {
        notifySuccess(`Invitation sent to ${invitation.email}`);
        close();
      },
      (error: unknown) => {
        if (applyServerFieldErrors(error, form.setError, ['email', 'role', 'title'])) return;
        setFailure({ code: errorCode(error), msg: errorMessage(error) });
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title="Invite a team member">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            We email them a link to join. It works for {INVITATION_DAYS} days.
          </Text>
          {failure && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle aria-hidden />}
              title={conflictTitles[failure.code ?? ''] ?? "We couldn't send the invitation"}
            >
              <Stack gap="xs">
                <Text size="sm">{failure.msg}</Text>
                {failure.code === 'PLAN_USER_LIMIT' && can(actorRole, 'billing.manage') && (
                  <Anchor component={Link} to="/dashboard/settings/plan-and-billing" size="sm">
                    See plans with more places
                  </Anchor>
                )}
              </Stack>
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            required
            data-autofocus
            error={errors.email?.message}
            {...form.register('email')}
          />
          <RoleSelectField
            control={form.control}
            name="role"
            roles={roles}
            required
            description={
              takesAppointmentsByDefault(role)
                ? 'Takes appointments; you can change that after they join.'
                : 'Takes no appointments; you can change that after they join.'
            }
          />
          <TextInput
            label="Title"
            description="Optional, e.g. Sports physiotherapist."
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
