import { Table, Text } from '@mantine/core';
import type { TreatmentPlan } from '../../../../domain/treatment-plans.js';
import { SectionCard } from '../../../components/page/SectionCard';
import { formatMeasure } from './plan-display';

export function GoalsTable({ goals }: { goals: TreatmentPlan['goals'] }) {
  return (
    <SectionCard title="Goals">
      {goals.length === 0 ? (
        <Text c="dimmed">No goals set. Edit the treatment plan to add measurable goals.</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="sm" aria-label="Goals">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Goal</Table.Th>
                <Table.Th>Measure</Table.Th>
                <Table.Th ta="right">Baseline</Table.Th>
                <Table.Th ta="right">Target</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {goals.map((goal) => (
                <Table.Tr key={goal.id}>
                  <Table.Td>{goal.description}</Table.Td>
                  <Table.Td>{goal.measure || '—'}</Table.Td>
                  <Table.Td ta="right">{formatMeasure(goal.baseline)}</Table.Td>
                  <Table.Td ta="right">{formatMeasure(goal.target)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
