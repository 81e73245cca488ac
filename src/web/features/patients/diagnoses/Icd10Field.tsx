import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { icd10Of } from '../../../../domain/icd10.js';
import { icd10SearchQuery } from './diagnosis-api';
import { codeLabel } from './diagnosis-display';

interface Icd10FieldProps {
  value: string | null;
  onChange: (code: string | null) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

const SEARCH_DELAY_MS = 250;

const labelOf = (code: string | null) => {
  if (!code) return '';
  const entry = icd10Of(code);
  return entry ? codeLabel(entry.code, entry.title) : code;
};

/**
 * Picks a code of the shipped ICD-10 list, searched on the server (GET /icd10?search=) by code,
 * words of the title or everyday names; an option found by an everyday name shows that name
 * under its title ('tennis elbow' under M77.1 Lateral epicondylitis). Opening the list without
 * typing shows its first codes.
 */
export function Icd10Field({ value, onChange, onBlur, error, inputRef }: Icd10FieldProps) {
  const chosenLabel = labelOf(value);
  const [search, setSearch] = useState(chosenLabel);
  // A code set from outside (switching back from a description) shows its label.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setSearch(chosenLabel);
  }
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The chosen code's own label in the box is no search.
  const term = debounced === chosenLabel ? '' : debounced;
  const results = useQuery({
    ...icd10SearchQuery(term),
    enabled: opened || term !== '',
    placeholderData: keepPreviousData,
  });

  const codes = results.data ?? [];
  const matchedNames = new Map(codes.map((entry) => [entry.code, entry.matchedName]));
  const options = codes.map((entry) => ({
    value: entry.code,
    label: codeLabel(entry.code, entry.title),
  }));
  if (value && !codes.some((entry) => entry.code === value))
    options.unshift({ value, label: chosenLabel });

  const nothingFound = results.isError
    ? "We couldn't search the codes. Try again."
    : results.isFetching
      ? 'Searching…'
      : 'No code matches. Describe the diagnosis instead.';

  return (
    <Select
      label="ICD-10 code"
      description="Search by code, title or everyday name, e.g. M54.5, tennis elbow or ACL tear."
      placeholder="Search the code list"
      searchable
      clearable
      data={options}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the words; filtering again would hide 'M545' hits.
      filter={({ options: all }) => all}
      nothingFoundMessage={nothingFound}
      renderOption={({ option }) => {
        const matchedName = matchedNames.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {matchedName && (
              <Text size="xs" c="dimmed">
                {matchedName}
              </Text>
            )}
          </Stack>
        );
      }}
      onChange={(code) => onChange(code)}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      onBlur={onBlur}
      error={error}
      ref={inputRef}
      maxDropdownHeight={320}
    />
  );
}
