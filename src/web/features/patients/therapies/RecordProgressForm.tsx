import {
  Autocomplete,
  Button,
  Card,
  Grid,
  Group,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import type { ProgressInput } from '../../../../domain/treatment-plans.js';
import { FormError } from '../../../components/feedback/FormError';
import { notifySuccess } from '../../../components/toasts/notify';
import { ApiError } from '../../../lib/http';
import { errorMessage } from '../../../lib/server-errors';
import { NullableNumberInput } from './NullableNumberInput';
import {
  isProgressFormField,
  newProgressValues,
  progressFormResolver,
  type ProgressFormValues,
} from './progress-form';
import { RangeOfMotionFields } from './RangeOfMotionFields';

interface RecordProgressFormProps {
  /** Outcome measures used before (entries and goals), offered as suggestions. */
  measures: string[];
  onRecord: (input: ProgressInput) => Promise<unknown>;
}

/** One progress entry: pain, an outcome score, range of motion and notes on a date. */
export function RecordProgressForm({ measures, onRecord }: RecordProgressFormProps) {
  const form = useForm<ProgressFormValues, unknown, ProgressInput>({
    resolver: progressFormResolver,
    defaultValues: newProgressValues(),
  });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const titleId = useId();

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await onRecord(input);
      notifySuccess('Progress recorded');
      form.reset(newProgressValues(input.recordedOn));
    } catch (error) {
      let applied = false;
      if (error instanceof ApiError && error.fields)
        for (const [key, message] of Object.entries(error.fields)) {
          if (!isProgressFormField(key)) continue;
          const name = (
            key === 'rangeOfMotion' ? 'rangeOfMotion.root' : key
          ) as Path<ProgressFormValues>;
          form.setError(name, { type: 'server', message }, { shouldFocus: !applied });
          applied = true;
        }
      if (!applied) setFormError(errorMessage(error));
    }
  });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={3} size="h5" id={titleId}>
            Record progress
          </Title>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <TextInput
                type="date"
                label="Date"
                required
                error={errors.recordedOn?.message}
                {...form.register('recordedOn')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <Controller
                control={form.control}
                name="pain"
                render={({ field }) => (
                  <NullableNumberInput
                    label="Pain (0–10)"
                    description="0 no pain, 10 worst imaginable"
                    min={0}
                    max={10}
                    allowDecimal={false}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={errors.pain?.message}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <Controller
                control={form.control}
                name="outcomeMeasure"
                render={({ field }) => (
                  <Autocomplete
                    label="Outcome measure"
                    description="e.g. KOOS, Oswestry, LEFS"
                    data={measures}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.outcomeMeasure?.message}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <Controller
                control={form.control}
                name="score"
                render={({ field }) => (
                  <NullableNumberInput
                    label="Score"
                    description="Function or outcome score"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={errors.score?.message}
                  />
                )}
              />
            </Grid.Col>
          </Grid>
          <RangeOfMotionFields form={form} />
          <Textarea
            label="Notes"
            rows={2}
            error={errors.notes?.message}
            {...form.register('notes')}
          />
          <FormError message={formError} />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              Record progress
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
