import { Button, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import type { Patient } from '../../../domain/patients.js';
import { patientSearchQuery } from './patient-search-query';

/** The patient picked, with the name the field shows for it. */
export interface PickedPatient {
  id: string;
  name: string;
}

export const patientName = (patient: Pick<Patient, 'firstName' | 'lastName'>) =>
  `${patient.firstName} ${patient.lastName}`;

interface PatientSearchFieldProps {
  value: PickedPatient | null;
  onChange: (patient: PickedPatient | null) => void;
  /** Offers "New patient" (the booking form's quick create) when given. */
  onNewPatient?: () => void;
  label?: string;
  description?: string;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const SEARCH_DELAY_MS = 300;

/**
 * Finds a patient by name, phone or email (GET /patients?search=); the booking form and the job
 * form pick their patient with it.
 */
export function PatientSearchField({
  value,
  onChange,
  onNewPatient,
  label = 'Patient',
  description,
  required = false,
  error,
  disabled,
  inputRef,
}: PatientSearchFieldProps) {
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The picked name is in the box: no need to look it up again.
  const term = value && debounced === value.name ? '' : debounced;
  const results = useQuery({
    ...patientSearchQuery(term),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
  });
  const patients = term ? (results.data ?? []) : [];
  const details = new Map(patients.map((patient) => [patient.id, patient]));
  const options = patients.map((patient) => ({ value: patient.id, label: patientName(patient) }));
  if (value && !details.has(value.id)) options.unshift({ value: value.id, label: value.name });

  const nothingFound = !term
    ? 'Type a name, phone number or email.'
    : results.isError
      ? "We couldn't search patients. Try again."
      : results.isFetching
        ? 'Searching…'
        : onNewPatient
          ? 'No patient found. Add them as a new patient.'
          : 'No patient found.';

  return (
    <Stack gap={6} align="flex-start">
      <Select
        label={label}
        description={description}
        placeholder="Search patients"
        required={required}
        searchable
        clearable={!disabled}
        w="100%"
        data={options}
        value={value?.id ?? null}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={nothingFound}
        onChange={(id, option) => onChange(id && option ? { id, name: option.label } : null)}
        renderOption={({ option }) => {
          const patient = details.get(option.value);
          const contact = patient && [patient.phone, patient.email].filter(Boolean).join(' · ');
          return (
            <Stack gap={0}>
              <Text size="sm">{option.label}</Text>
              {contact && (
                <Text size="xs" c="dimmed">
                  {contact}
                </Text>
              )}
            </Stack>
          );
        }}
        error={error}
        disabled={disabled}
        ref={inputRef}
      />
      {onNewPatient && !disabled && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={onNewPatient}
        >
          New patient
        </Button>
      )}
    </Stack>
  );
}
