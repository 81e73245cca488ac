import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { TeamMember } from '../../../domain/team.js';
import type { MemberActions } from './member-actions';
import { MemberActionsMenu, type MemberChange } from './MemberActionsMenu';
import { RoleBadge, StatusBadge, TakesAppointmentsCell, TwoFactorBadge } from './MemberBadges';
import { MemberIdentity } from './MemberIdentity';

export interface MemberListProps {
  members: TeamMember[];
  actorUserId: string;
  /** Whether the action column is there at all (team.manage). */
  withActions: boolean;
  actionsFor: (member: TeamMember) => MemberActions;
  onChange: (member: TeamMember, change: MemberChange) => void;
}

/** The team on wider screens. */
export function MembersTable({
  members,
  actorUserId,
  withActions,
  actionsFor,
  onChange,
}: MemberListProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Takes appointments</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Two-factor</Table.Th>
            {withActions && (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td maw={280}>
                <MemberIdentity member={member} isYou={member.userId === actorUserId} />
              </Table.Td>
              <Table.Td>
                <RoleBadge role={member.role} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={member.title ? undefined : 'dimmed'}>
                  {member.title || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <TakesAppointmentsCell takesAppointments={member.takesAppointments} />
              </Table.Td>
              <Table.Td>
                <StatusBadge status={member.status} />
              </Table.Td>
              <Table.Td>
                <TwoFactorBadge enabled={member.twoFactorEnabled} />
              </Table.Td>
              {withActions && (
                <Table.Td ta="right">
                  <MemberActionsMenu
                    member={member}
                    actions={actionsFor(member)}
                    onChange={onChange}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
