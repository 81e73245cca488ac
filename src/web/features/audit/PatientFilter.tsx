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
  // The name of a patient picked here, until the log's answer names them.
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const selectedLabel = value
    ? (selectedName ?? (picked?.id === value ? picked.name : 'Selected patient'))
    : null;
  // The box showing the chosen patient's name is not a search (searches are audited).
  const typed = search === selectedLabel ? '' : debounced;
  const found = useQuery(patientSearchQuery(typed));
  const results = (found.data ?? []).filter((patient) => patient.id !== value);
  const options = results.map((patient) => ({
    value: patient.id,
    label: `${patient.firstName} ${patient.lastName}${patient.dateOfBirth ? ` (${patient.dateOfBirth})` : ''}`,
  }));
  if (value && selectedLabel) options.unshift({ value, label: selectedLabel });

  return (
    <Select
      label="Patient"
      placeholder="Search by name"
      searchable
      clearable
      data={options}
      value={value || null}
      onChange={(patientId) => {
        const patient = results.find((candidate) => candidate.id === patientId);
        if (patient)
          setPicked({ id: patient.id, name: `${patient.firstName} ${patient.lastName}` });
        onChange(patientId ?? '');
      }}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={
        typed.trim().length < 2
          ? 'Type at least 2 letters'
          : found.isFetching
            ? 'Searching…'
            : 'No patient matches'
      }
    />
  );
}
