import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  /** The search in the URL. */
  value: string;
  onSearch: (search: string) => void;
  label: string;
  description?: string;
  placeholder?: string;
}

/** A list's search: sent (to the URL, then the server) once typing pauses. */
export function SearchBox({ value, onSearch, label, description, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  // The last search this box sent: any other change of `value` came from outside (back button,
  // "Clear filters") and replaces what is in the box.
  const sent = useRef(value);
  const send = useDebouncedCallback((next: string) => {
    sent.current = next.trim();
    onSearch(next.trim());
  }, SEARCH_DELAY_MS);

  useEffect(() => {
    if (value === sent.current) return;
    send.cancel();
    sent.current = value;
    setText(value);
  }, [value, send]);

  const change = (next: string) => {
    setText(next);
    send(next);
  };

  return (
    <TextInput
      label={label}
      description={description}
      enterKeyHint="search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Clear the search"
            size="sm"
            onClick={() => {
              send.cancel();
              setText('');
              sent.current = '';
              onSearch('');
            }}
          />
        ) : null
      }
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
    />
  );
}
