import { Button, Group, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import { patientDiagnosesQuery } from '../patient-api';
import { diagnosisLabel } from './plan-display';

interface DiagnosisFieldProps {
  patientId: string;
  value: string | null | undefined;
  onChange: (diagnosisId: string | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error?: string;
  /** The plan's diagnosis as the plan names it, shown while the list loads or if it fails. */
  current?: { id: string; icd10Code: string | null; description: string } | null;
}

/** The plan's linked diagnosis, one of this patient's. */
export function DiagnosisField({
  patientId,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  current,
}: DiagnosisFieldProps) {
  const diagnoses = useQuery(patientDiagnosesQuery(patientId));
  const options = (diagnoses.data ?? []).map((diagnosis) => ({
    value: diagnosis.id,
    label:
      diagnosis.status === 'resolved'
        ? `${diagnosisLabel(diagnosis)} (resolved)`
        : diagnosisLabel(diagnosis),
  }));
  if (current && !options.some((option) => option.value === current.id))
    options.unshift({ value: current.id, label: diagnosisLabel(current) });

  const description = diagnoses.isPending
    ? 'Loading the diagnoses…'
    : diagnoses.isSuccess && diagnoses.data.length === 0
      ? 'This patient has no diagnoses yet; you can link one later.'
      : undefined;

  return (
    <div>
      <Select
        label="Linked diagnosis"
        placeholder="No linked diagnosis"
        description={description}
        nothingFoundMessage="No diagnosis matches."
        searchable
        clearable
        data={options}
        value={value ?? null}
        onChange={onChange}
        onBlur={onBlur}
        ref={inputRef}
        error={error}
      />
      {diagnoses.isError && (
        <Group gap="xs" mt={4}>
          <Text size="sm" c="red">
            We couldn't load this patient's diagnoses.
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={() => void diagnoses.refetch()}>
            Try again
          </Button>
        </Group>
      )}
    </div>
  );
}
