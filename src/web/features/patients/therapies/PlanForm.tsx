import {
  Button,
  Card,
  Divider,
  Flex,
  Grid,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { treatmentPlanStatuses } from '../../../../domain/clinical.js';
import type { TreatmentPlan, TreatmentPlanInput } from '../../../../domain/treatment-plans.js';
import { FormError } from '../../../components/feedback/FormError';
import { DiagnosisField } from './DiagnosisField';
import { GoalFields } from './GoalFields';
import { InterventionFields } from './InterventionFields';
import { NullableNumberInput } from './NullableNumberInput';
import { planStatusLabels } from './plan-display';
import { planFormResolver, type PlanFormValues } from './plan-form';
import { usePlanSave, type SavePlan } from './use-plan-save';

interface PlanFormProps {
  mode: 'new' | 'edit';
  patientId: string;
  initialValues: PlanFormValues;
  /** The plan being edited: its linked diagnosis shows even before the list loads. */
  plan?: TreatmentPlan;
  /** Where Cancel leads. */
  cancelTo: string;
  onSave: SavePlan;
}

const statusOptions = treatmentPlanStatuses.map((status) => ({
  value: status,
  label: planStatusLabels[status],
}));

/** The treatment plan form of therapies/new and therapies/{treatmentPlanId}/edit. */
export function PlanForm({
  mode,
  patientId,
  initialValues,
  plan,
  cancelTo,
  onSave,
}: PlanFormProps) {
  const form = useForm<PlanFormValues, unknown, TreatmentPlanInput>({
    resolver: planFormResolver,
    defaultValues: initialValues,
  });
  const { errors, isSubmitting } = form.formState;
  const { save, formError } = usePlanSave(
    form,
    onSave,
    mode === 'new' ? 'Treatment plan created' : 'Treatment plan saved',
  );

  return (
    <Card withBorder padding="lg">
      <form onSubmit={form.handleSubmit(save)} noValidate>
        <Stack gap="lg">
          <TextInput
            label="Title"
            placeholder="Knee rehabilitation after ACL reconstruction"
            required
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Controller
            control={form.control}
            name="diagnosisId"
            render={({ field }) => (
              <DiagnosisField
                patientId={patientId}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errors.diagnosisId?.message}
                current={plan?.diagnosis}
              />
            )}
          />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                type="date"
                label="Start"
                required
                error={errors.startsOn?.message}
                {...form.register('startsOn')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="endsOn"
                render={({ field }) => (
                  <TextInput
                    type="date"
                    label="End"
                    description="Leave empty while the end is open."
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.currentTarget.value || null)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.endsOn?.message}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="plannedSessions"
                render={({ field }) => (
                  <NullableNumberInput
                    label="Planned sessions"
                    min={1}
                    allowDecimal={false}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={errors.plannedSessions?.message}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Frequency"
                placeholder="2 sessions per week"
                error={errors.frequency?.message}
                {...form.register('frequency')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="status"
                render={({ field }) => (
                  <Select
                    label="Status"
                    required
                    allowDeselect={false}
                    data={statusOptions}
                    value={field.value ?? 'planned'}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.status?.message}
                  />
                )}
              />
            </Grid.Col>
          </Grid>
          <Divider />
          <GoalFields form={form} />
          <Divider />
          <InterventionFields form={form} />
          <Divider />
          <Textarea
            label="Notes"
            description="Precautions, home programme, anything the team should know."
            rows={3}
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
              {mode === 'new' ? 'Create treatment plan' : 'Save changes'}
            </Button>
          </Flex>
        </Stack>
      </form>
    </Card>
  );
}
