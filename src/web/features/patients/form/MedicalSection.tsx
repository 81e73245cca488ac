import { SimpleGrid, Textarea } from '@mantine/core';
import { SectionCard } from '../../../components/page/SectionCard';
import type { PatientFormProps } from './form-props';

/** The clinical part of the record; only members with `clinical.manage` see and send it. */
export function MedicalSection({ form }: Pick<PatientFormProps, 'form'>) {
  const { errors } = form.formState;
  return (
    <SectionCard
      title="Medical"
      description="Seen by therapists, admins and owners only, never by assistants."
    >
      <Textarea
        label="Medical history"
        description="Past conditions, operations and injuries"
        rows={3}
        error={errors.medicalHistory?.message}
        {...form.register('medicalHistory')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Textarea
          label="Allergies"
          rows={2}
          error={errors.allergies?.message}
          {...form.register('allergies')}
        />
        <Textarea
          label="Medications"
          rows={2}
          error={errors.medications?.message}
          {...form.register('medications')}
        />
      </SimpleGrid>
      <Textarea
        label="Red flags"
        description="Signs that need a doctor's attention, e.g. night pain, unexplained weight loss"
        rows={2}
        error={errors.redFlags?.message}
        {...form.register('redFlags')}
      />
    </SectionCard>
  );
}
