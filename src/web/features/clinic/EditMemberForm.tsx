import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, ColorInput, Group, Stack, Switch, TextInput } from '@mantine/core';
import { notifySuccess } from '../../components/toasts/notify';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { canAssignRole } from '../../../domain/permissions.js';
import { clinicRoles } from '../../../domain/roles.js';
import {
  calendarColorSchema,
  memberTitleSchema,
  type TeamMember,
  type UpdateMemberInput,
} from '../../../domain/team.js';
import { FormError } from '../../components/feedback/FormError';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { calendarColorSwatches } from './calendar-colors';
import { activeOwnerCount, type Actor } from './member-actions';
import { RoleSelectField } from './RoleSelectField';
import { useUpdateMember } from './team-api';

/** The domain's member fields; an empty colour field means "no colour". */
const editMemberFormSchema = z.object({
  title: memberTitleSchema,
  calendarColor: z.union([z.literal(''), calendarColorSchema]),
  role: z.enum(clinicRoles),
  takesAppointments: z.boolean(),
});
type EditMemberFormValues = z.infer<typeof editMemberFormSchema>;

interface EditMemberFormProps {
  member: TeamMember;
  /** The whole team, to tell a last owner; null while it loads. */
  team: TeamMember[] | null;
  actor: Actor;
  backTo: string;
}

function roleLockReason(member: TeamMember, team: TeamMember[] | null): string | null {
  if (member.role !== 'owner' || member.status !== 'active') return null;
  if (team === null) return 'Checking the other owners…';
  if (activeOwnerCount(team) <= 1) {
    return 'The only owner keeps the owner role. Make someone else an owner first.';
  }
  return null;
}

export function EditMemberForm({ member, team, actor, backTo }: EditMemberFormProps) {
  const navigate = useNavigate();
  const update = useUpdateMember(member.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EditMemberFormValues>({
    resolver: zodResolver(editMemberFormSchema),
    defaultValues: {
      title: member.title,
      calendarColor: member.calendarColor ?? '',
      role: member.role,
      takesAppointments: member.takesAppointments,
    },
  });
  const { errors } = form.formState;

  // Owners alone change an owner (domain canAssignRole).
  const ownerOnly = !canAssignRole(actor.role, member.role, member.role);
  const roleLocked = roleLockReason(member, team);
  const roles = clinicRoles.filter(
    (role) => role === member.role || canAssignRole(actor.role, member.role, role),
  );

  const onSubmit = form.handleSubmit(({ title, calendarColor, role, takesAppointments }) => {
    setFormError(null);
    const changes: UpdateMemberInput = { title, calendarColor: calendarColor || null };
    if (role !== member.role) changes.role = role;
    if (takesAppointments !== member.takesAppointments)
      changes.takesAppointments = takesAppointments;
    return update.mutateAsync(changes).then(
      async () => {
        notifySuccess('Changes saved');
        await navigate(backTo);
      },
      (error: unknown) => {
        if (
          !applyServerFieldErrors(error, form.setError, [
            'title',
            'calendarColor',
            'role',
            'takesAppointments',
          ])
        )
          setFormError(errorMessage(error));
      },
    );
  });

  return (
    <Card withBorder padding="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {ownerOnly && (
            <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
              Only an owner can change an owner.
            </Alert>
          )}
          <FormError message={formError} />
          <TextInput
            label="Title"
            description="Shown in the team list, e.g. Sports physiotherapist."
            disabled={ownerOnly}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Controller
            control={form.control}
            name="calendarColor"
            render={({ field }) => (
              <ColorInput
                label="Calendar colour"
                description="Colours this person's appointments in the calendar."
                placeholder="No colour"
                format="hex"
                swatches={calendarColorSwatches}
                swatchesPerRow={6}
                withEyeDropper={false}
                fixOnBlur={false}
                disabled={ownerOnly}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.calendarColor?.message}
              />
            )}
          />
          <RoleSelectField
            control={form.control}
            name="role"
            roles={roles}
            description={roleLocked ?? 'What they can see and change in the clinic.'}
            disabled={ownerOnly || roleLocked !== null}
          />
          <Controller
            control={form.control}
            name="takesAppointments"
            render={({ field, fieldState }) => (
              <Switch
                label="Takes appointments"
                description="Offered in the calendar, booking form and Today."
                disabled={ownerOnly}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={backTo} variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting} disabled={ownerOnly}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
