import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Card,
  Checkbox,
  Flex,
  Grid,
  Group,
  Radio,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { bodySides, diagnosisStatuses } from '../../../../domain/clinical.js';
import { diagnosisInputSchema, type DiagnosisInput } from '../../../../domain/diagnoses.js';
import { can } from '../../../../domain/permissions.js';
import type { TeamMember } from '../../../../domain/team.js';
import { FormError } from '../../../components/feedback/FormError';
import { NO_SIDE_LABEL, sideLabels, statusLabels } from './diagnosis-display';
import { kindOf, type DiagnosisFormValues, type DiagnosisKind } from './diagnosis-form';
import { Icd10Field } from './Icd10Field';
import { useDiagnosisSave, type SaveDiagnosis } from './use-diagnosis-save';

interface DiagnosisFormProps {
  patientId: string;
  initialValues: DiagnosisFormValues;
  members: TeamMember[];
  /** The clinic's today: neither date may be later. Null while unknown. */
  today: string | null;
  /** The diagnosing member's name, should they have left the team since. */
  diagnosedByName?: string | null;
  submitLabel: string;
  onSave: SaveDiagnosis;
}

const NO_SIDE = 'none';
const sideOptions = [
  { value: NO_SIDE, label: NO_SIDE_LABEL },
  ...bodySides.map((side) => ({ value: side, label: sideLabels[side] })),
];

/** The form of diagnoses/new and diagnoses/{id}/edit. */
export function DiagnosisForm({
  patientId,
  initialValues,
  members,
  today,
  diagnosedByName = null,
  submitLabel,
  onSave,
}: DiagnosisFormProps) {
  const form = useForm<DiagnosisFormValues, unknown, DiagnosisInput>({
    resolver: zodResolver(diagnosisInputSchema),
    defaultValues: initialValues,
  });
  const { errors, isSubmitting } = form.formState;
  const { save, formError } = useDiagnosisSave(form, patientId, onSave);
  const [kind, setKind] = useState<DiagnosisKind>(() => kindOf(initialValues));
  // What the other way of naming the diagnosis held, back when the member switches back.
  const other = useRef<Pick<DiagnosisFormValues, 'icd10Code' | 'description'>>({
    icd10Code: null,
    description: '',
  });

  const switchKind = (next: DiagnosisKind) => {
    const { icd10Code, description } = form.getValues();
    form.setValue('icd10Code', other.current.icd10Code, { shouldDirty: true });
    form.setValue('description', other.current.description, { shouldDirty: true });
    other.current = { icd10Code, description };
    form.clearErrors(['icd10Code', 'description']);
    setKind(next);
  };

  const chooseCode = (code: string | null) => {
    form.setValue('icd10Code', code, { shouldDirty: true });
    // Words of one's own described the previous code.
    form.setValue('description', '', { shouldDirty: true });
    form.clearErrors(['icd10Code', 'description']);
  };

  // Members who may diagnose, plus the one recorded should they have left or changed role.
  const recordedId = initialValues.diagnosedById;
  const memberOptions = members
    .filter(
      (member) =>
        (member.status === 'active' && can(member.role, 'clinical.manage')) ||
        member.userId === recordedId,
    )
    .map((member) => ({ value: member.userId, label: `${member.name} ${member.lastName}` }));
  if (recordedId && !memberOptions.some((option) => option.value === recordedId))
    memberOptions.push({ value: recordedId, label: diagnosedByName ?? 'Former team member' });

  const onSubmit = form.handleSubmit((input) => save(input));
  const cancelTo = `/dashboard/patients/${patientId}?tab=diagnoses`;

  return (
    <Card withBorder padding="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {kind === 'code' ? (
            <Controller
              control={form.control}
              name="icd10Code"
              render={({ field }) => (
                <Icd10Field
                  value={field.value ?? null}
                  onChange={chooseCode}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  // 'Choose a code or describe it' is the schema's message for neither.
                  error={errors.icd10Code?.message ?? errors.description?.message}
                />
              )}
            />
          ) : (
            <TextInput
              label="Diagnosis"
              description="In your own words, e.g. Post-operative stiffness after knee replacement."
              required
              error={errors.description?.message}
              {...form.register('description')}
            />
          )}
          <Checkbox
            label="Not in the list: describe it"
            checked={kind === 'text'}
            onChange={(event) => switchKind(event.currentTarget.checked ? 'text' : 'code')}
          />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Body region"
                placeholder="e.g. Lower back"
                error={errors.bodyRegion?.message}
                {...form.register('bodyRegion')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="side"
                render={({ field }) => (
                  <Select
                    label="Side"
                    allowDeselect={false}
                    data={sideOptions}
                    value={field.value ?? NO_SIDE}
                    onChange={(side) => field.onChange(side === NO_SIDE || !side ? null : side)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.side?.message}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="onsetOn"
                render={({ field }) => (
                  <TextInput
                    type="date"
                    label="Onset"
                    description="When the symptoms began, if known."
                    max={today ?? undefined}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.currentTarget.value || null)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.onsetOn?.message}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                type="date"
                label="Diagnosis date"
                description="The day of the assessment."
                required
                max={today ?? undefined}
                error={errors.diagnosedOn?.message}
                {...form.register('diagnosedOn')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="status"
                render={({ field }) => (
                  <Radio.Group
                    label="Status"
                    value={field.value ?? 'active'}
                    onChange={field.onChange}
                    error={errors.status?.message}
                  >
                    <Group gap="lg" mt="xs">
                      {diagnosisStatuses.map((status) => (
                        <Radio key={status} value={status} label={statusLabels[status]} />
                      ))}
                    </Group>
                  </Radio.Group>
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="diagnosedById"
                render={({ field }) => (
                  <Select
                    label="Diagnosed by"
                    placeholder="Choose a team member"
                    allowDeselect={false}
                    data={memberOptions}
                    value={field.value ?? null}
                    onChange={(id) => field.onChange(id ?? undefined)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.diagnosedById?.message}
                  />
                )}
              />
            </Grid.Col>
          </Grid>
          <Textarea
            label="Notes"
            description="Findings, tests done, red flags ruled out."
            rows={4}
            error={errors.notes?.message}
            {...form.register('notes')}
          />
          <FormError message={formError} />
          {/* On phones the buttons fill the width, the main one on top. */}
          <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
            <Button component={Link} to={cancelTo} variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Flex>
        </Stack>
      </form>
    </Card>
  );
}
