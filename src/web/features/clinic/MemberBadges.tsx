import { Badge, Group, Text } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import type { TeamInvitation, TeamMember } from '../../../domain/team.js';
import { roleLabels, type ClinicRole } from '../../../domain/roles.js';
import { daysUntil } from '../../lib/relative-time';
import { roleColors } from './member-display';

/** A crowded team table would otherwise squeeze a badge's word into an ellipsis ("AC…"). */
const WHOLE_WORD = 'max-content';

export function RoleBadge({ role }: { role: ClinicRole }) {
  return (
    <Badge color={roleColors[role]} variant="light" miw={WHOLE_WORD}>
      {roleLabels[role]}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: TeamMember['status'] }) {
  return status === 'active' ? (
    <Badge color="teal" variant="dot" miw={WHOLE_WORD}>
      Active
    </Badge>
  ) : (
    <Badge color="gray" variant="light" miw={WHOLE_WORD}>
      Deactivated
    </Badge>
  );
}

/** Whether the member is offered in the calendar, the booking form and Today (phone cards). */
export function TakesAppointmentsBadge() {
  return (
    <Badge color="motio" variant="light" leftSection={<IconCalendarCheck size={12} aria-hidden />}>
      Takes appointments
    </Badge>
  );
}

/** "Yes"/"No" for the team table's "Takes appointments" column. */
export function TakesAppointmentsCell({ takesAppointments }: { takesAppointments: boolean }) {
  return takesAppointments ? (
    <Group gap={6} wrap="nowrap">
      <IconCalendarCheck size={16} aria-hidden color="var(--mantine-color-motio-text)" />
      <Text size="sm">Yes</Text>
    </Group>
  ) : (
    <Text size="sm" c="dimmed">
      No
    </Text>
  );
}

/** "On"/"Off" with the words "Two-factor" for screen readers when the column is not there. */
export function TwoFactorBadge({
  enabled,
  withLabel = false,
}: {
  enabled: boolean;
  withLabel?: boolean;
}) {
  const text = enabled ? 'On' : 'Off';
  return (
    <Badge
      color={enabled ? 'teal' : 'gray'}
      variant={enabled ? 'light' : 'outline'}
      miw={WHOLE_WORD}
    >
      {withLabel ? `Two-factor ${text.toLowerCase()}` : text}
    </Badge>
  );
}

export function InvitationExpiryBadge({ invitation }: { invitation: TeamInvitation }) {
  const days = daysUntil(invitation.expiresAt);
  if (invitation.status === 'expired' || days <= 0) {
    return (
      <Badge color="red" variant="light">
        Expired
      </Badge>
    );
  }
  return (
    <Badge color={days <= 1 ? 'yellow' : 'gray'} variant="light">
      {days === 1 ? 'Expires in 1 day' : `Expires in ${days} days`}
    </Badge>
  );
}
