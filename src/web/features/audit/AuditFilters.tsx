import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { describeAuditAction } from '../../../domain/audit-log.js';
import { auditActionsQuery } from './audit-api';
import { defaultAuditParams, isFiltered, type AuditLogParams } from './audit-params';
import { PatientFilter } from './PatientFilter';
import classes from './AuditFilters.module.css';
import { useTeamMembers } from '../../lib/queries/team-members';

interface AuditFiltersProps {
  params: AuditLogParams;
  patientName: string | null;
  onChange: (change: Partial<AuditLogParams>) => void;
}

/** Member, action, patient and a range of clinic days; every choice goes into the URL. */
export function AuditFilters({ params, patientName, onChange }: AuditFiltersProps) {
  const members = useTeamMembers();
  const actions = useQuery(auditActionsQuery);
  const memberOptions = (members.data ?? []).map((member) => ({
    value: member.userId,
    label: `${member.name} ${member.lastName}`.trim(),
  }));
  if (params.actorId && !memberOptions.some((option) => option.value === params.actorId))
    memberOptions.push({ value: params.actorId, label: 'A former member' });
  const actionOptions = (actions.data ?? [])
    .map((action) => ({ value: action, label: describeAuditAction(action) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  if (params.action && !actionOptions.some((option) => option.value === params.action))
    actionOptions.push({ value: params.action, label: describeAuditAction(params.action) });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md" verticalSpacing="sm">
      <Select
        label="Member"
        placeholder="Everyone"
        data={memberOptions}
        value={params.actorId || null}
        onChange={(actorId) => onChange({ actorId: actorId ?? '' })}
        clearable
        searchable
        error={members.isError ? "We couldn't load the team." : undefined}
      />
      <Select
        label="Action"
        placeholder="Every action"
        data={actionOptions}
        value={params.action || null}
        onChange={(action) => onChange({ action: action ?? '' })}
        clearable
        searchable
        error={actions.isError ? "We couldn't load the actions." : undefined}
      />
      <PatientFilter
        value={params.patientId}
        selectedName={patientName}
        onChange={(patientId) => onChange({ patientId })}
      />
      <div className={classes.dates}>
        <TextInput
          type="date"
          label="From"
          value={params.from}
          max={params.to || undefined}
          onChange={(event) => onChange({ from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="To"
          value={params.to}
          min={params.from || undefined}
          onChange={(event) => onChange({ to: event.currentTarget.value })}
        />
      </div>
      {isFiltered(params) && (
        <Group justify="flex-start" align="flex-end">
          <Button variant="subtle" onClick={() => onChange(defaultAuditParams)}>
            Clear filters
          </Button>
        </Group>
      )}
    </SimpleGrid>
  );
}
