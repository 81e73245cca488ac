import { ActionIcon, Menu, Text } from '@mantine/core';
import {
  IconCalendarTime,
  IconDots,
  IconPencil,
  IconTrash,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TeamMember } from '../../../domain/team.js';
import type { MemberActions } from './member-actions';
import { memberName } from './member-display';

export type MemberChange = 'deactivate' | 'reactivate' | 'remove';

interface MemberActionsMenuProps {
  member: TeamMember;
  actions: MemberActions;
  onChange: (member: TeamMember, change: MemberChange) => void;
}

/** Edit, deactivate or reactivate, remove; closed actions stay visible, greyed, with the reason. */
export function MemberActionsMenu({ member, actions, onChange }: MemberActionsMenuProps) {
  const name = memberName(member);
  const deactivated = member.status === 'deactivated';
  return (
    <Menu position="bottom-end" width={260} shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Actions for ${name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.reason && (
          <Text size="xs" c="dimmed" px="sm" py="xs">
            {actions.reason}
          </Text>
        )}
        {actions.edit ? (
          <Menu.Item
            component={Link}
            to={`/dashboard/settings/team-management/${member.id}/edit`}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Edit
          </Menu.Item>
        ) : (
          // A disabled link would still navigate: a plain item instead.
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} disabled>
            Edit
          </Menu.Item>
        )}
        {member.takesAppointments && (
          <Menu.Item
            component={Link}
            to={`/dashboard/settings/team-management/${member.userId}/schedule`}
            leftSection={<IconCalendarTime size={16} aria-hidden />}
          >
            Schedule
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={
            deactivated ? (
              <IconUserCheck size={16} aria-hidden />
            ) : (
              <IconUserOff size={16} aria-hidden />
            )
          }
          disabled={!actions.changeStatus}
          onClick={() => onChange(member, deactivated ? 'reactivate' : 'deactivate')}
        >
          {deactivated ? 'Reactivate' : 'Deactivate'}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={!actions.remove}
          onClick={() => onChange(member, 'remove')}
        >
          Remove from team
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
