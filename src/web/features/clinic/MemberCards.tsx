import { Card, Group, Stack, Text } from '@mantine/core';
import { MemberActionsMenu } from './MemberActionsMenu';
import { RoleBadge, StatusBadge, TakesAppointmentsBadge, TwoFactorBadge } from './MemberBadges';
import { MemberIdentity } from './MemberIdentity';
import type { MemberListProps } from './MembersTable';
import classes from './plain-list.module.css';

/** The team on phones: one card per member, the same facts as the table's row. */
export function MemberCards({
  members,
  actorUserId,
  withActions,
  actionsFor,
  onChange,
}: MemberListProps) {
  return (
    <Stack component="ul" gap="sm" className={classes.plainList} aria-label="Team members">
      {members.map((member) => (
        <Card component="li" key={member.id} withBorder padding="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <MemberIdentity member={member} isYou={member.userId === actorUserId} />
              {withActions && (
                <MemberActionsMenu
                  member={member}
                  actions={actionsFor(member)}
                  onChange={onChange}
                />
              )}
            </Group>
            {member.title && <Text size="sm">{member.title}</Text>}
            <Group gap="xs">
              <RoleBadge role={member.role} />
              {member.takesAppointments && <TakesAppointmentsBadge />}
              <StatusBadge status={member.status} />
              <TwoFactorBadge enabled={member.twoFactorEnabled} withLabel />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
