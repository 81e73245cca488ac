import { ActionIcon, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ToolbarProps, View } from 'react-big-calendar';
import type { CalendarEvent } from './slot-groups';
import classes from './calendar.module.css';

const viewLabels: Record<string, string> = {
  month: 'Month',
  week: 'Week',
  day: 'Day',
  agenda: 'Agenda',
};

/** Today / previous / next, the period shown, and the view switch: all plain buttons. */
export function CalendarToolbar({
  label,
  view,
  views,
  onNavigate,
  onView,
}: ToolbarProps<CalendarEvent, object>) {
  const viewNames = (Array.isArray(views) ? views : Object.keys(views)) as View[];
  return (
    <Group
      className={classes.toolbar}
      justify="space-between"
      gap="sm"
      role="toolbar"
      aria-label="Calendar"
    >
      <Group gap="xs" wrap="nowrap">
        <Button variant="default" size="xs" onClick={() => onNavigate('TODAY')}>
          Today
        </Button>
        <ActionIcon
          variant="default"
          size="md"
          aria-label="Previous"
          onClick={() => onNavigate('PREV')}
        >
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="md"
          aria-label="Next"
          onClick={() => onNavigate('NEXT')}
        >
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
      </Group>
      <Text fw={600} className={classes.toolbarLabel} aria-live="polite">
        {label}
      </Text>
      <SegmentedControl
        size="xs"
        value={view}
        onChange={(value) => onView(value as View)}
        data={viewNames.map((name) => ({ value: name, label: viewLabels[name] ?? name }))}
        aria-label="View"
      />
    </Group>
  );
}
