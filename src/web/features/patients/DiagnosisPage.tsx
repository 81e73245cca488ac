import { Badge, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData } from 'react-router';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/page/PageHeader';
import { SectionCard } from '../../components/page/SectionCard';
import { errorMessage } from '../../lib/server-errors';
import { ClinicalAccessDenied } from './ClinicalAccessDenied';
import { diagnosisQuery } from './diagnoses/diagnosis-api';
import { formatDay } from './diagnoses/diagnosis-display';
import type { diagnosisLoader } from './diagnoses/diagnosis-loaders';
import { DiagnosisFacts } from './diagnoses/DiagnosisFacts';
import { DiagnosisFormSkeleton } from './diagnoses/DiagnosisFormReferences';
import { DiagnosisStatusBadge } from './diagnoses/DiagnosisStatusBadge';
import { LinkedPlans } from './diagnoses/LinkedPlans';
import { PatientBackLink } from './PatientBackLink';

/** /dashboard/patients/{id}/diagnoses/{diagnosisId}: one diagnosis and the plans that treat it. */
export function DiagnosisPage() {
  const { patientId, diagnosisId, forbidden } = useLoaderData<typeof diagnosisLoader>();
  const currentUser = useSignedInUser();
  const query = useQuery({ ...diagnosisQuery(patientId, diagnosisId), enabled: !forbidden });

  if (forbidden)
    return (
      <ClinicalAccessDenied
        patientId={patientId}
        title="Diagnosis"
        what="Diagnoses"
        tab="diagnoses"
      />
    );

  const diagnosis = query.data;
  // The loader has it in the cache; a later refetch may still fail.
  if (!diagnosis) {
    return (
      <Stack gap="lg" maw={960}>
        <PatientBackLink patientId={patientId} tab="diagnoses" />
        <PageHeader title="Diagnosis" />
        {query.isError ? (
          <LoadError
            title="We couldn't load this diagnosis."
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <DiagnosisFormSkeleton label="Loading the diagnosis" />
        )}
      </Stack>
    );
  }

  const canManage = can(currentUser?.membership?.role, 'clinical.manage');
  return (
    <Stack gap="lg" maw={960}>
      <PatientBackLink patientId={patientId} tab="diagnoses" />
      <PageHeader
        title={diagnosis.description}
        actions={
          canManage && (
            <Button
              component={Link}
              to={`/dashboard/patients/${patientId}/diagnoses/${diagnosis.id}/edit`}
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              Edit
            </Button>
          )
        }
      />
      <Group gap="sm" wrap="wrap">
        {diagnosis.icd10Code && (
          <Badge variant="outline" color="gray" aria-label={`ICD-10 code ${diagnosis.icd10Code}`}>
            {diagnosis.icd10Code}
          </Badge>
        )}
        <DiagnosisStatusBadge status={diagnosis.status} />
        <Text fw={600}>
          Diagnosed on {formatDay(diagnosis.diagnosedOn)}
          {diagnosis.diagnosedByName && ` by ${diagnosis.diagnosedByName}`}
        </Text>
      </Group>
      {query.isError && (
        <LoadError
          title="This may be out of date: we couldn't reload it."
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <DiagnosisFacts diagnosis={diagnosis} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SectionCard title="Notes">
            {diagnosis.notes ? (
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {diagnosis.notes}
              </Text>
            ) : (
              <Text c="dimmed">No notes.</Text>
            )}
          </SectionCard>
        </Grid.Col>
      </Grid>
      <LinkedPlans patientId={patientId} diagnosisId={diagnosis.id} canManage={canManage} />
    </Stack>
  );
}
