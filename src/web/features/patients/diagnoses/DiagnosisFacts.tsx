import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Diagnosis } from '../../../../domain/diagnoses.js';
import { icd10Of } from '../../../../domain/icd10.js';
import { SectionCard } from '../../../components/page/SectionCard';
import { codeLabel, formatDay, NO_SIDE_LABEL, sideLabels } from './diagnosis-display';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

const NOT_RECORDED = 'Not recorded';

function diagnosedBy(diagnosis: Diagnosis): string {
  if (diagnosis.diagnosedByName) return diagnosis.diagnosedByName;
  return diagnosis.diagnosedById ? 'Former team member' : NOT_RECORDED;
}

/** What was diagnosed, where, when and by whom. */
export function DiagnosisFacts({ diagnosis }: { diagnosis: Diagnosis }) {
  const code = diagnosis.icd10Code;
  const entry = code ? icd10Of(code) : undefined;
  return (
    <SectionCard title="Details">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md" m={0}>
        <Fact label="ICD-10 code">
          {code ? (entry ? codeLabel(entry.code, entry.title) : code) : 'None: described in words'}
        </Fact>
        <Fact label="Body region">{diagnosis.bodyRegion || NOT_RECORDED}</Fact>
        <Fact label="Side">{diagnosis.side ? sideLabels[diagnosis.side] : NO_SIDE_LABEL}</Fact>
        <Fact label="Onset">{diagnosis.onsetOn ? formatDay(diagnosis.onsetOn) : NOT_RECORDED}</Fact>
        <Fact label="Diagnosis date">{formatDay(diagnosis.diagnosedOn)}</Fact>
        <Fact label="Diagnosed by">{diagnosedBy(diagnosis)}</Fact>
      </SimpleGrid>
    </SectionCard>
  );
}
