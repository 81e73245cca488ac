import { Divider, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { WEEKDAY_NAMES, WEEKDAYS_MONDAY_FIRST } from '../../../domain/clinic-settings.js';
import type { BreakRuleView, WorkingHoursRuleView } from '../../../domain/schedules.js';
import classes from './schedules.module.css';

interface WeeklySummaryProps {
  rules: readonly (WorkingHoursRuleView | BreakRuleView)[];
  locationName: (id: string) => string;
  /** What a day without spans says, e.g. 'Not working'. */
  none: string;
}

const repetition = (rule: WorkingHoursRuleView | BreakRuleView) =>
  [
    rule.everyNWeeks > 1 ? `every ${rule.everyNWeeks} weeks from ${rule.startsOn}` : null,
    rule.endsOn ? `until ${rule.endsOn}` : null,
  ]
    .filter(Boolean)
    .join(', ');

/** The week read-only: each weekday with its spans in words. */
export function WeeklySummary({ rules, locationName, none }: WeeklySummaryProps) {
  return (
    <Stack gap="xs">
      {WEEKDAYS_MONDAY_FIRST.map((weekday, index) => {
        const ofDay = rules.filter((rule) => rule.weekday === weekday);
        return (
          <Fragment key={weekday}>
            {index > 0 && <Divider />}
            <div className={classes.dayRow}>
              <Text fw={500} size="sm">
                {WEEKDAY_NAMES[weekday]}
              </Text>
              {ofDay.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {none}
                </Text>
              ) : (
                <Stack component="ul" gap={2} className={classes.plainList}>
                  {ofDay.map((rule) => (
                    <Text component="li" size="sm" key={rule.id}>
                      {rule.start}–{rule.end}
                      {'locationId' in rule ? ` · ${locationName(rule.locationId)}` : ''}
                      {repetition(rule) && (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          ({repetition(rule)})
                        </Text>
                      )}
                    </Text>
                  ))}
                </Stack>
              )}
            </div>
          </Fragment>
        );
      })}
    </Stack>
  );
}
