import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { patientSearchQuery } from './audit-api';

interface PatientFilterProps {
  value: string;
  /** The filtered patient's name, from the log's answer. */
  selectedName: string | null;
  onChange: (patientId: string) => void;
}

/** Searches the clinic's patients by name, phone or email; the log keeps only the id. */
export function PatientFilter({ value, selectedName, onChange }: PatientFilterProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useQuery(patientSearchQuery(debounced));
  const options = (found.data ?? []).map((patient) => ({
    value: patient.id,
    label: `${patient.firstName} ${patient.lastName}${patient.dateOfBirth ? ` (${patient.dateOfBirth})` : ''}`,
  }));
  if (value && !options.some((option) => option.value === value))
    options.unshift({ value, label: selectedName ?? 'Selected patient' });

  return (
    <Select
      label="Patient"
      placeholder="Search by name"
      searchable
      clearable
      data={options}
      value={value || null}
      onChange={(patientId) => onChange(patientId ?? '')}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={
        debounced.trim().length < 2
          ? 'Type at least 2 letters'
          : found.isFetching
            ? 'Searching…'
            : 'No patient matches'
      }
      comboboxProps={{ withinPortal: true }}
    />
  );
}
