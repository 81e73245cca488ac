import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Fragment } from 'react';
import { WEEKDAY_NAMES, WEEKDAYS_MONDAY_FIRST } from '../../../domain/clinic-settings.js';
import { newSpan, type SpanDraft, type SpanErrors } from './schedule-draft';
import classes from './schedules.module.css';
import { WeeklySpanRow, type LocationOption } from './WeeklySpanRow';

interface WeeklyRulesEditorProps {
  /** 'working hours' or 'break': names the fields, e.g. 'Monday break 2 starts'. */
  noun: string;
  spans: SpanDraft[];
  onChange: (spans: SpanDraft[]) => void;
  errors: SpanErrors;
  /** The locations to choose from; null for breaks, which hold wherever the member works. */
  locations: LocationOption[] | null;
  today: string;
}

/** A row per weekday, Monday first, each with its spans and a button to add one. */
export function WeeklyRulesEditor({
  noun,
  spans,
  onChange,
  errors,
  locations,
  today,
}: WeeklyRulesEditorProps) {
  const update = (key: string, changes: Partial<SpanDraft>) =>
    onChange(spans.map((span) => (span.key === key ? { ...span, ...changes } : span)));
  const remove = (key: string) => onChange(spans.filter((span) => span.key !== key));

  return (
    <Stack gap="sm">
      {WEEKDAYS_MONDAY_FIRST.map((weekday, index) => {
        const day = WEEKDAY_NAMES[weekday];
        const ofDay = spans.filter((span) => span.weekday === weekday);
        const add = () => {
          const last = ofDay.at(-1);
          const location = last?.locationId || locations?.[0]?.value || '';
          onChange([...spans, newSpan(weekday, today, location, last)]);
        };
        return (
          <Fragment key={weekday}>
            {index > 0 && <Divider />}
            <div className={classes.dayRow}>
              <Text fw={500} size="sm" mih={36} className={classes.dayName}>
                {day}
              </Text>
              <Stack gap="xs">
                {ofDay.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {locations ? 'Not working' : 'No break'}
                  </Text>
                ) : (
                  <Stack component="ul" gap="sm" className={classes.plainList}>
                    {ofDay.map((span, position) => (
                      <WeeklySpanRow
                        key={span.key}
                        span={span}
                        label={`${day} ${noun} ${position + 1}`}
                        locations={locations}
                        errors={errors[span.key]}
                        onChange={(changes) => update(span.key, changes)}
                        onRemove={() => remove(span.key)}
                      />
                    ))}
                  </Stack>
                )}
                <Group>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={add}
                    aria-label={`Add ${noun} on ${day}`}
                  >
                    {locations ? 'Add hours' : 'Add break'}
                  </Button>
                </Group>
              </Stack>
            </div>
          </Fragment>
        );
      })}
    </Stack>
  );
}
