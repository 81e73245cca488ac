import { Anchor, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconChartLine,
  IconClipboardList,
  IconNotes,
  IconPaperclip,
  IconPencilPlus,
  IconStethoscope,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TimelineEvent, TimelineKind } from '../../../../domain/patient-timeline.js';
import { PendingMessage } from '../../../components/page/PendingMessage';
import { QueryContent } from '../../../components/page/QueryContent';
import { SectionCard } from '../../../components/page/SectionCard';
import { EmptyState } from './EmptyState';
import { patientTimelineQuery } from './record-api';
import { clinicDate, formatClock, formatLongDay } from './record-display';
import { useClinicZone } from '../use-clinic-zone';

const kindIcons: Record<TimelineKind, Icon> = {
  appointment: IconCalendarEvent,
  diagnosis: IconStethoscope,
  treatment_plan: IconClipboardList,
  progress: IconChartLine,
  note: IconNotes,
  addendum: IconPencilPlus,
  attachment: IconPaperclip,
  patient: IconUserPlus,
};

/** Where an event's record is shown, if it has a screen or a tab of its own. */
function linkOf(patientId: string, event: TimelineEvent): string | null {
  const record = `/dashboard/patients/${patientId}`;
  switch (event.kind) {
    case 'appointment':
      return `/dashboard/appointment/${event.id}`;
    case 'diagnosis':
      return `${record}/diagnoses/${event.id}`;
    case 'treatment_plan':
      return `${record}/therapies/${event.id}`;
    case 'progress':
      return event.parentId ? `${record}/therapies/${event.parentId}` : null;
    case 'note':
    case 'addendum':
      return `${record}?tab=notes`;
    case 'attachment':
      return `${record}?tab=attachments`;
    case 'patient':
      return null;
  }
}

/** Events grouped under their day on the clinic's calendar, keeping the newest-first order. */
function byDay(events: TimelineEvent[], zone: string) {
  const days: Array<{ date: string; events: TimelineEvent[] }> = [];
  for (const event of events) {
    const date = clinicDate(event.at, zone);
    const last = days.at(-1);
    if (last?.date === date) last.events.push(event);
    else days.push({ date, events: [event] });
  }
  return days;
}

/** Everything about the patient, newest first, one group per day. */
export function TimelineTab({ patientId }: { patientId: string }) {
  const query = useQuery(patientTimelineQuery(patientId));
  const zone = useClinicZone();
  return (
    <SectionCard title="Timeline" description="Everything in this record, newest first.">
      <QueryContent
        query={query}
        loadingLabel="Loading the timeline"
        errorTitle="We couldn't load the timeline."
        empty={<EmptyState message="Nothing on the timeline yet." />}
      >
        {(events) =>
          zone ? (
            <Stack gap="xl">
              {byDay(events, zone).map((day) => (
                <Stack
                  key={day.date}
                  gap="sm"
                  component="section"
                  aria-label={formatLongDay(day.date)}
                >
                  <Title order={3} size="h5">
                    {formatLongDay(day.date)}
                  </Title>
                  <Timeline bulletSize={28} lineWidth={2}>
                    {/* Timeline wants its items as direct children: a call, not a component. */}
                    {day.events.map((event) => timelineItem(event, zone, linkOf(patientId, event)))}
                  </Timeline>
                </Stack>
              ))}
            </Stack>
          ) : (
            <PendingMessage>Loading the clinic's time zone…</PendingMessage>
          )
        }
      </QueryContent>
    </SectionCard>
  );
}

function timelineItem(event: TimelineEvent, zone: string, to: string | null) {
  const Icon = kindIcons[event.kind];
  return (
    <Timeline.Item
      key={`${event.kind}-${event.id}`}
      bullet={
        <ThemeIcon size={28} radius="xl" variant="light">
          <Icon size={16} aria-hidden />
        </ThemeIcon>
      }
      title={
        to ? (
          <Anchor component={Link} to={to} fw={600} size="sm">
            {event.title}
          </Anchor>
        ) : (
          <Text fw={600} size="sm">
            {event.title}
          </Text>
        )
      }
    >
      {event.detail && (
        <Text size="sm" c="dimmed">
          {event.detail}
        </Text>
      )}
      {!event.allDay && (
        <Text size="xs" c="dimmed">
          <time dateTime={event.at}>{formatClock(event.at, zone)}</time>
        </Text>
      )}
    </Timeline.Item>
  );
}
