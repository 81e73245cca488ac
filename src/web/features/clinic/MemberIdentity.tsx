import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { TeamMember } from '../../../domain/team.js';
import { initials } from '../../components/dashboard/initials';
import { memberName } from './member-display';

/** Photo (or initials), name and email of a member. */
export function MemberIdentity({ member, isYou }: { member: TeamMember; isYou: boolean }) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0} flex={1}>
      <Avatar src={member.avatarUrl} alt="" radius="xl" color="motio" style={{ flexShrink: 0 }}>
        {initials(member.name, member.lastName, member.email)}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} truncate>
          {memberName(member)}
          {isYou && (
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              (you)
            </Text>
          )}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {member.email}
        </Text>
      </Stack>
    </Group>
  );
}
