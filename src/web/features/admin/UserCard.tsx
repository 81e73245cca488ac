import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { AdminUser, AdminUserAction } from '../../../domain/admin.js';
import { roleLabels } from '../../../domain/roles.js';
import { formatDate, formatRelativeTime } from '../../lib/relative-time';
import { actionsFor, fullName, userActionCopy } from './user-actions';

function StatusBadges({ user }: { user: AdminUser }) {
  return (
    <Group gap={6}>
      {user.disabled && (
        <Badge variant="light" color="red">
          Disabled
        </Badge>
      )}
      {!user.verified && (
        <Badge variant="light" color="orange">
          Unverified
        </Badge>
      )}
      {user.earlyAccess === 'waitlisted' && (
        <Badge variant="light" color="violet">
          Waitlisted
        </Badge>
      )}
      {user.earlyAccess === 'member' && <Badge variant="light">Early Access</Badge>}
      {user.platformAdmin && (
        <Badge variant="light" color="grape">
          Operator
        </Badge>
      )}
    </Group>
  );
}

interface UserCardProps {
  user: AdminUser;
  operatorId: string;
  onAction: (user: AdminUser, action: AdminUserAction) => void;
}

/** One account: who, where they work and as what, their sessions, and what can be done. */
export function UserCard({ user, operatorId, onAction }: UserCardProps) {
  const name = fullName(user);
  const actions = actionsFor(user, operatorId);
  return (
    <Card withBorder padding="md" component="li" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0}>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </Stack>
          <StatusBadges user={user} />
        </Group>
        <Stack gap={4}>
          {user.clinics.length === 0 ? (
            <Text size="sm" c="dimmed">
              No clinic
            </Text>
          ) : (
            user.clinics.map((clinic) => (
              <Text size="sm" key={clinic.clinicId}>
                {clinic.clinicName} · {roleLabels[clinic.role]}
                {!clinic.active && ' (deactivated)'}
              </Text>
            ))
          )}
          <Text size="xs" c="dimmed">
            Joined {formatDate(user.createdAt)} ·{' '}
            {user.lastSeenAt
              ? `last seen ${formatRelativeTime(user.lastSeenAt)} · ${user.activeSessions} ${user.activeSessions === 1 ? 'session' : 'sessions'}`
              : 'not signed in'}
          </Text>
        </Stack>
        {actions.length > 0 && (
          <Group gap="xs">
            {actions.map((action) => (
              <Button
                key={action}
                size="xs"
                variant="default"
                onClick={() => onAction(user, action)}
                aria-label={`${userActionCopy[action].label}: ${name}`}
              >
                {userActionCopy[action].label}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
