import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { TeamMember } from '../../../../domain/team.js';
import { FormError } from '../../../components/feedback/FormError';
import { CareSection, ConsentSection } from './CareSections';
import { DuplicatePatientsModal } from './DuplicatePatientsModal';
import { MedicalSection } from './MedicalSection';
import {
  patientFormSchema,
  type PatientFormOutput,
  type PatientFormValues,
} from './patient-form-values';
import {
  ContactSection,
  EmergencyContactSection,
  InsuranceSection,
  PersonalSection,
} from './PersonalSections';
import { usePatientSave, type SavePatient } from './use-patient-save';

interface PatientFormProps {
  mode: 'add' | 'edit';
  initialValues: PatientFormValues;
  members: TeamMember[] | undefined;
  /** Whether the medical section is there at all (`clinical.manage`). */
  withClinical: boolean;
  /** Where Cancel goes: the list, or the patient's record. */
  cancelTo: string;
  onSave: SavePatient;
  /** The patient texted STOP: their texts are off whatever the consent says. */
  smsOptedOut?: boolean;
}

/** The browser's calendar day, for the date pickers' upper bound. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The patient form of add-patient and patients/{id}/edit. */
export function PatientForm({
  mode,
  initialValues,
  members,
  withClinical,
  cancelTo,
  onSave,
  smsOptedOut = false,
}: PatientFormProps) {
  const form = useForm<PatientFormValues, unknown, PatientFormOutput>({
    resolver: zodResolver(patientFormSchema),
    defaultValues: initialValues,
  });
  const saving = usePatientSave(form, onSave, mode === 'add' ? 'Patient added' : 'Changes saved');
  const sectionProps = { form, today: localToday(), smsOptedOut };

  return (
    <>
      <form onSubmit={form.handleSubmit((values) => saving.save(values))} noValidate>
        <Stack gap="lg">
          <PersonalSection {...sectionProps} />
          <ContactSection {...sectionProps} />
          <EmergencyContactSection {...sectionProps} />
          <InsuranceSection {...sectionProps} />
          {withClinical && <MedicalSection form={form} />}
          <ConsentSection {...sectionProps} />
          <CareSection
            {...sectionProps}
            members={members}
            savedTherapistId={initialValues.primaryTherapistId ?? null}
          />
          <FormError message={saving.formError} />
          {/* On phones the buttons fill the width, the main one on top. */}
          <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
            <Button component={Link} to={cancelTo} variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {mode === 'add' ? 'Add patient' : 'Save changes'}
            </Button>
          </Flex>
        </Stack>
      </form>
      <DuplicatePatientsModal
        duplicates={saving.duplicates}
        onSaveAnyway={saving.saveAnyway}
        onCancel={saving.dismissDuplicates}
      />
    </>
  );
}
