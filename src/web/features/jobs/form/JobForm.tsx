import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Flex, Grid, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  createJobSchema,
  jobPriorities,
  jobPriorityLabels,
  jobStatuses,
  jobStatusLabels,
  jobTypeLabels,
  jobTypes,
  type CreateJobInput,
  type Job,
} from '../../../../domain/jobs.js';
import type { TeamMember } from '../../../../domain/team.js';
import {
  PatientSearchField,
  type PickedPatient,
} from '../../../components/forms/PatientSearchField';
import { FormError } from '../../../components/feedback/FormError';
import { notifySuccess } from '../../../components/toasts/notify';
import { applyServerFieldErrors, errorMessage } from '../../../lib/server-errors';
import { memberName } from '../list/job-display';
import { jobFieldNames, type JobFormValues } from './job-form-values';

interface JobFormProps {
  initialValues: JobFormValues;
  initialPatient: PickedPatient | null;
  members: TeamMember[];
  /** The assignee's name, should they have left the team since. */
  assigneeName?: string | null;
  submitLabel: string;
  successMessage: string;
  onSave: (input: CreateJobInput) => Promise<Job>;
  /** Beside the buttons (edit: delete). */
  extraAction?: ReactNode;
}

const NOBODY = 'nobody';
const option = <T extends string>(labels: Record<T, string>, values: readonly T[]) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The form of add-job and edit-job. */
export function JobForm({
  initialValues,
  initialPatient,
  members,
  assigneeName = null,
  submitLabel,
  successMessage,
  onSave,
  extraAction,
}: JobFormProps) {
  const navigate = useNavigate();
  const form = useForm<JobFormValues, unknown, CreateJobInput>({
    resolver: zodResolver(createJobSchema),
    defaultValues: initialValues,
  });
  const { errors, isSubmitting } = form.formState;
  const [patient, setPatient] = useState<PickedPatient | null>(initialPatient);
  const [formError, setFormError] = useState<string | null>(null);

  const save = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await onSave(input);
      notifySuccess(successMessage);
      await navigate('/dashboard/all-jobs');
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, jobFieldNames))
        setFormError(errorMessage(error));
    }
  });

  // Active members, plus the one assigned should they have left since.
  const recorded = initialValues.assigneeId;
  const assigneeOptions = [
    { value: NOBODY, label: 'Nobody yet' },
    ...members
      .filter((member) => member.status === 'active' || member.userId === recorded)
      .map((member) => ({ value: member.userId, label: memberName(member) })),
  ];
  if (recorded && !assigneeOptions.some((choice) => choice.value === recorded))
    assigneeOptions.push({ value: recorded, label: assigneeName ?? 'Former team member' });

  return (
    <Card withBorder padding="lg">
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Title"
            description="What needs doing, e.g. Call back about the MRI results."
            required
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Textarea
            label="Description"
            description="Details a colleague needs to do it."
            autosize
            minRows={3}
            maxRows={10}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="assigneeId"
                render={({ field }) => (
                  <Select
                    label="Assignee"
                    allowDeselect={false}
                    searchable
                    data={assigneeOptions}
                    value={field.value ?? NOBODY}
                    onChange={(id) => field.onChange(id === NOBODY || !id ? null : id)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.assigneeId?.message}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="dueOn"
                render={({ field }) => (
                  <TextInput
                    type="date"
                    label="Due date"
                    description="Leave empty when there is no deadline."
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.currentTarget.value || null)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.dueOn?.message}
                  />
                )}
              />
            </Grid.Col>
            {(
              [
                ['type', 'Type', option(jobTypeLabels, jobTypes)],
                ['priority', 'Priority', option(jobPriorityLabels, jobPriorities)],
                ['status', 'Status', option(jobStatusLabels, jobStatuses)],
              ] as const
            ).map(([name, label, data]) => (
              <Grid.Col key={name} span={{ base: 12, sm: 4 }}>
                <Controller
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <Select
                      label={label}
                      allowDeselect={false}
                      data={data}
                      value={field.value ?? null}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      error={errors[name]?.message}
                    />
                  )}
                />
              </Grid.Col>
            ))}
          </Grid>
          <Controller
            control={form.control}
            name="patientId"
            render={({ field }) => (
              <PatientSearchField
                label="Patient (optional)"
                description="When the job is about a patient, e.g. a follow-up call."
                value={patient}
                onChange={(picked) => {
                  setPatient(picked);
                  field.onChange(picked?.id ?? null);
                }}
                error={errors.patientId?.message}
                inputRef={field.ref}
              />
            )}
          />
          <FormError message={formError} />
          {/* On phones the buttons fill the width, the main one on top. */}
          <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
            {extraAction}
            <Button component={Link} to="/dashboard/all-jobs" variant="default">
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
