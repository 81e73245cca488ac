import { Stack, Textarea } from '@mantine/core';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import {
  soapSectionLabels,
  soapSections,
  type SoapSection,
} from '../../../../domain/visit-notes.js';

const sectionHints: Record<SoapSection, string> = {
  subjective: 'What the patient reports.',
  objective: 'What you observed, measured and tested.',
  assessment: 'Your clinical reasoning.',
  plan: 'Treatment, home programme and next steps.',
};

interface SoapFieldsProps {
  register: (section: SoapSection) => UseFormRegisterReturn<SoapSection>;
  errors: Partial<Record<SoapSection, FieldError>>;
}

/** The four SOAP sections of a draft, each growing with what is written in it. */
export function SoapFields({ register, errors }: SoapFieldsProps) {
  return (
    <Stack gap="md">
      {soapSections.map((section) => (
        <Textarea
          key={section}
          label={soapSectionLabels[section]}
          description={sectionHints[section]}
          autosize
          minRows={4}
          maxRows={24}
          error={errors[section]?.message}
          {...register(section)}
        />
      ))}
    </Stack>
  );
}
