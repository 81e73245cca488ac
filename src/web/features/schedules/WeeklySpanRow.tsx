import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconRepeat, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { EVERY_N_WEEKS_MAX } from '../../../domain/schedules.js';
import type { SpanDraft, SpanErrors } from './schedule-draft';
import classes from './schedules.module.css';

export interface LocationOption {
  value: string;
  label: string;
}

interface WeeklySpanRowProps {
  span: SpanDraft;
  /** e.g. 'Monday working hours 1', the prefix of every field's name. */
  label: string;
  locations: LocationOption[] | null;
  errors: SpanErrors[string] | undefined;
  onChange: (changes: Partial<SpanDraft>) => void;
  onRemove: () => void;
}

/** The repetition in words, when it is not simply every week from some day on. */
export function repetitionSummary(span: SpanDraft): string | null {
  const parts = [];
  if (span.everyNWeeks > 1) parts.push(`every ${span.everyNWeeks} weeks from ${span.startsOn}`);
  if (span.endsOn) parts.push(`until ${span.endsOn}`);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** One span of a weekday: where (working hours only), from, to, and how it repeats. */
export function WeeklySpanRow({
  span,
  label,
  locations,
  errors,
  onChange,
  onRemove,
}: WeeklySpanRowProps) {
  const repeatErrors = Boolean(errors?.everyNWeeks || errors?.startsOn || errors?.endsOn);
  const [advanced, setAdvanced] = useState(span.everyNWeeks > 1 || span.endsOn !== '');
  const advancedId = useId();
  const summary = repetitionSummary(span);

  return (
    <Stack gap={6} component="li">
      <Group gap="xs" align="flex-start" wrap="wrap">
        {locations && (
          <Select
            aria-label={`${label} location`}
            placeholder="Location"
            data={locations}
            value={span.locationId || null}
            onChange={(value) => onChange({ locationId: value ?? '' })}
            error={errors?.locationId}
            allowDeselect={false}
            w={170}
          />
        )}
        <Group gap={6} wrap="nowrap" align="flex-start" className={classes.times}>
          <TextInput
            type="time"
            step={300}
            aria-label={`${label} starts`}
            value={span.start}
            onChange={(event) => onChange({ start: event.currentTarget.value })}
            error={errors?.start}
            className={classes.time}
          />
          <Text size="sm" mih={36} style={{ display: 'flex', alignItems: 'center' }} aria-hidden>
            –
          </Text>
          <TextInput
            type="time"
            step={300}
            aria-label={`${label} ends`}
            value={span.end}
            onChange={(event) => onChange({ end: event.currentTarget.value })}
            error={errors?.end}
            className={classes.time}
          />
        </Group>
        <Group gap={4} wrap="nowrap" mih={36}>
          <Button
            variant="subtle"
            size="compact-sm"
            color={repeatErrors ? 'red' : undefined}
            leftSection={<IconRepeat size={14} aria-hidden />}
            aria-expanded={advanced || repeatErrors}
            aria-controls={advanced || repeatErrors ? advancedId : undefined}
            aria-label={`${label} repetition`}
            onClick={() => setAdvanced((open) => !open)}
          >
            Repeat
          </Button>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${label}`}
            onClick={onRemove}
            size="lg"
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {summary && !(advanced || repeatErrors) && (
        <Text size="xs" c="dimmed">
          Repeats {summary}
        </Text>
      )}
      {(advanced || repeatErrors) && (
        <Group id={advancedId} gap="xs" align="flex-start" wrap="wrap" pl={{ base: 0, sm: 'md' }}>
          <NumberInput
            label="Every N weeks"
            aria-label={`${label} every N weeks`}
            min={1}
            max={EVERY_N_WEEKS_MAX}
            allowDecimal={false}
            value={span.everyNWeeks}
            onChange={(value) => onChange({ everyNWeeks: Number(value) || 1 })}
            error={errors?.everyNWeeks}
            w={120}
          />
          <TextInput
            type="date"
            label="Starts on"
            aria-label={`${label} starts on`}
            value={span.startsOn}
            onChange={(event) => onChange({ startsOn: event.currentTarget.value })}
            error={errors?.startsOn}
            w={160}
          />
          <TextInput
            type="date"
            label="Ends on (optional)"
            aria-label={`${label} ends on`}
            value={span.endsOn}
            onChange={(event) => onChange({ endsOn: event.currentTarget.value })}
            error={errors?.endsOn}
            w={160}
          />
        </Group>
      )}
    </Stack>
  );
}
