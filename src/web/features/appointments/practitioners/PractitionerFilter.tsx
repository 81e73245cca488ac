import { Select } from '@mantine/core';
import { choiceToValue, valueToChoice } from './practitioner-choice';
import type { PractitionerFilterState } from './use-practitioner-filter';

/** "All practitioners", "My appointments" or one practitioner, for the calendar and Today. */
export function PractitionerFilter({ filter }: { filter: PractitionerFilterState }) {
  return (
    <Select
      label="Practitioner"
      w={{ base: '100%', xs: 240 }}
      allowDeselect={false}
      value={choiceToValue(filter.choice)}
      onChange={(value) => {
        if (value) filter.choose(valueToChoice(value));
      }}
      data={filter.options}
    />
  );
}
