import { Table, Text } from '@mantine/core';
import { setsAndRepetitions } from '../../../../domain/intervention-dose.js';
import type { TreatmentPlan } from '../../../../domain/treatment-plans.js';
import { SectionCard } from '../../../components/page/SectionCard';

type Intervention = TreatmentPlan['interventions'][number];

export function InterventionsTable({ interventions }: { interventions: Intervention[] }) {
  return (
    <SectionCard title="Interventions">
      {interventions.length === 0 ? (
        <Text c="dimmed">
          No interventions listed. Edit the plan to add modalities or exercises.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="sm" aria-label="Interventions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Intervention</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Sets × repetitions</Table.Th>
                <Table.Th>Frequency</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {interventions.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Text inherit>{item.name}</Text>
                    {item.notes && (
                      <Text size="sm" c="dimmed">
                        {item.notes}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{item.kind === 'modality' ? 'Modality' : 'Exercise'}</Table.Td>
                  <Table.Td>{setsAndRepetitions(item) || '—'}</Table.Td>
                  <Table.Td>{item.frequency || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
