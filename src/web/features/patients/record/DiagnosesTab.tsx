import { Badge, Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Diagnosis } from '../../../../domain/diagnoses.js';
import { useSignedInUser } from '../../../components/dashboard/use-signed-in-user';
import { QueryContent } from '../../../components/page/QueryContent';
import { SectionCard } from '../../../components/page/SectionCard';
import { can } from '../../../../domain/permissions.js';
import { EmptyState } from './EmptyState';
import { patientDiagnosesQuery } from '../patient-api';
import { diagnosisStatusLabels, formatDay, sideLabels } from './record-display';
import { RecordList, RecordRow } from './RecordRow';

/** 'M54.5 Low back pain', or the free text alone. */
export const diagnosisTitle = (diagnosis: Pick<Diagnosis, 'icd10Code' | 'description'>) =>
  diagnosis.icd10Code ? `${diagnosis.icd10Code} ${diagnosis.description}` : diagnosis.description;

/** The patient's diagnoses, newest first, each opening its own screen. */
export function DiagnosesTab({ patientId }: { patientId: string }) {
  const query = useQuery(patientDiagnosesQuery(patientId));
  const manages = can(useSignedInUser()?.membership?.role, 'clinical.manage');
  const addButton = manages && (
    <Button
      component={Link}
      to={`/dashboard/patients/${patientId}/diagnoses/new`}
      size="xs"
      leftSection={<IconPlus size={14} aria-hidden />}
    >
      Add diagnosis
    </Button>
  );
  return (
    <SectionCard title="Diagnoses" aside={query.data?.length ? addButton : undefined}>
      <QueryContent
        query={query}
        loadingLabel="Loading diagnoses"
        errorTitle="We couldn't load the diagnoses."
        empty={<EmptyState message="No diagnoses yet." action={addButton} />}
      >
        {(diagnoses) => <DiagnosisList patientId={patientId} diagnoses={diagnoses} />}
      </QueryContent>
    </SectionCard>
  );
}

export function DiagnosisList({
  patientId,
  diagnoses,
}: {
  patientId: string;
  diagnoses: Diagnosis[];
}) {
  return (
    <RecordList label="Diagnoses">
      {diagnoses.map((diagnosis) => (
        <RecordRow
          key={diagnosis.id}
          to={`/dashboard/patients/${patientId}/diagnoses/${diagnosis.id}`}
          title={diagnosisTitle(diagnosis)}
          details={[
            [
              diagnosis.side && `${sideLabels[diagnosis.side]} side`,
              diagnosis.bodyRegion,
              `diagnosed ${formatDay(diagnosis.diagnosedOn)}`,
            ]
              .filter(Boolean)
              .join(' · '),
          ]}
          aside={
            <Group gap="xs">
              <Badge color={diagnosis.status === 'active' ? 'orange' : 'gray'} variant="light">
                {diagnosisStatusLabels[diagnosis.status]}
              </Badge>
            </Group>
          }
        />
      ))}
    </RecordList>
  );
}
