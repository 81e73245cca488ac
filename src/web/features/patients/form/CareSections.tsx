import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { patientStatuses, type PatientStatus } from '../../../../domain/patients.js';
import { practitionersOf, type TeamMember } from '../../../../domain/team.js';
import { SectionCard } from '../../../components/page/SectionCard';
import { memberName, statusLabels } from '../list/patient-display';
import type { PatientFormProps } from './form-props';
import { dateField } from './PersonalSections';

const statusOptions = patientStatuses.map((status) => ({
  value: status,
  label: statusLabels[status],
}));

/** When the patient agreed to treatment. */
export function ConsentSection({ form, today }: PatientFormProps) {
  const { errors } = form.formState;
  return (
    <SectionCard
      title="Consent to treatment"
      description="The day the patient agreed to assessment and treatment."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          type="date"
          label="Consent given on"
          max={today}
          error={errors.consentToTreatmentOn?.message}
          {...form.register('consentToTreatmentOn', dateField)}
        />
      </SimpleGrid>
    </SectionCard>
  );
}

interface CareSectionProps extends PatientFormProps {
  /** The team, or undefined when it could not be loaded. */
  members: TeamMember[] | undefined;
  /** The therapist saved on the record, offered even if they have left or stopped seeing patients. */
  savedTherapistId: string | null;
}

/**
 * The members who take appointments, and the saved therapist whoever they are now, so that
 * opening and saving the record does not quietly drop them.
 */
function therapistOptions(members: TeamMember[] | undefined, savedTherapistId: string | null) {
  const options = practitionersOf(members ?? []).map((member) => ({
    value: member.userId,
    label: memberName(member),
  }));
  if (savedTherapistId && !options.some((option) => option.value === savedTherapistId)) {
    const saved = members?.find((member) => member.userId === savedTherapistId);
    options.push({ value: savedTherapistId, label: saved ? memberName(saved) : 'A former member' });
  }
  return options;
}

/** Who looks after the patient, where the care stands, and the team's notes. */
export function CareSection({ form, members, savedTherapistId }: CareSectionProps) {
  const { errors } = form.formState;

  return (
    <SectionCard title="Care">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="primaryTherapistId"
          render={({ field }) => (
            <Select
              label="Primary therapist"
              placeholder="No one yet"
              description={members ? undefined : "We couldn't load the team. Reload to choose."}
              clearable
              searchable
              data={therapistOptions(members, savedTherapistId)}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.primaryTherapistId?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Select
              label="Status"
              allowDeselect={false}
              data={statusOptions}
              value={field.value ?? 'active'}
              onChange={(value) => field.onChange((value ?? 'active') as PatientStatus)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.status?.message}
            />
          )}
        />
      </SimpleGrid>
      <Textarea
        label="Notes"
        description="For the team: preferences, practical details. Not part of the medical record."
        rows={3}
        error={errors.notes?.message}
        {...form.register('notes')}
      />
    </SectionCard>
  );
}
