import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { patientSexes, type PatientSex } from '../../../../domain/clinical.js';
import { SectionCard } from '../../../components/page/SectionCard';
import type { PatientFormProps } from './form-props';
import {
  ContactConsentFields,
  NameFields,
  PhoneEmailFields,
} from '../../../components/forms/PatientContactFields';

const sexLabels: Record<PatientSex, string> = {
  female: 'Female',
  male: 'Male',
  other: 'Other',
  undisclosed: 'Prefers not to say',
};
const sexOptions = patientSexes.map((sex) => ({ value: sex, label: sexLabels[sex] }));

/** An empty date input is "no date" (null), as the API has it. */
export const dateField = { setValueAs: (value: unknown) => (value ? value : null) };

/** Who the patient is: name, date of birth, sex, occupation. */
export function PersonalSection({ form, today }: PatientFormProps) {
  const { errors } = form.formState;
  return (
    <SectionCard title="Personal details">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NameFields register={form.register} errors={errors} />
        <TextInput
          type="date"
          label="Date of birth"
          max={today}
          error={errors.dateOfBirth?.message}
          {...form.register('dateOfBirth', dateField)}
        />
        <Controller
          control={form.control}
          name="sex"
          render={({ field }) => (
            <Select
              label="Sex"
              placeholder="Not recorded"
              clearable
              data={sexOptions}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.sex?.message}
            />
          )}
        />
        <TextInput
          label="Occupation"
          autoComplete="off"
          error={errors.occupation?.message}
          {...form.register('occupation')}
        />
      </SimpleGrid>
    </SectionCard>
  );
}

/** How to reach the patient, and whether they agree to be contacted. */
export function ContactSection({ form, smsOptedOut }: PatientFormProps) {
  const { errors } = form.formState;
  return (
    <SectionCard title="Contact">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PhoneEmailFields register={form.register} errors={errors} />
      </SimpleGrid>
      <Textarea
        label="Address"
        rows={2}
        error={errors.address?.message}
        {...form.register('address')}
      />
      <ContactConsentFields register={form.register} smsOptedOut={smsOptedOut} />
    </SectionCard>
  );
}

/** Whom to call in an emergency. */
export function EmergencyContactSection({ form }: PatientFormProps) {
  const { errors } = form.formState;
  return (
    <SectionCard
      title="Emergency contact"
      description="Whom to call if something happens during treatment."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Emergency contact name"
          placeholder="e.g. Milan Nikolić (husband)"
          autoComplete="off"
          error={errors.emergencyContactName?.message}
          {...form.register('emergencyContactName')}
        />
        <TextInput
          label="Emergency contact phone"
          type="tel"
          autoComplete="off"
          error={errors.emergencyContactPhone?.message}
          {...form.register('emergencyContactPhone')}
        />
      </SimpleGrid>
    </SectionCard>
  );
}

/** Who pays and who sent the patient. */
export function InsuranceSection({ form }: PatientFormProps) {
  const { errors } = form.formState;
  return (
    <SectionCard title="Insurance and referral">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Insurer"
          autoComplete="off"
          error={errors.insurer?.message}
          {...form.register('insurer')}
        />
        <TextInput
          label="Policy number"
          autoComplete="off"
          error={errors.policyNumber?.message}
          {...form.register('policyNumber')}
        />
        <TextInput
          label="Referral source"
          placeholder="e.g. General practitioner, sports club"
          autoComplete="off"
          error={errors.referralSource?.message}
          {...form.register('referralSource')}
        />
        <TextInput
          label="Referring doctor"
          autoComplete="off"
          error={errors.referringDoctor?.message}
          {...form.register('referringDoctor')}
        />
      </SimpleGrid>
    </SectionCard>
  );
}
