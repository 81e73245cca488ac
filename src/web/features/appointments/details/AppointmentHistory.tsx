import { Text, Timeline } from '@mantine/core';
import type { AppointmentDetails } from '../../../../domain/appointments.js';
import { SectionCard } from '../../../components/page/SectionCard';
import { formatRelativeTime } from '../../../lib/relative-time';
import { formatMoment } from '../appointment-display';
import { describeHistoryEntry } from './history-wording';

/** Who changed what and when, oldest first, as the server lists it. */
export function AppointmentHistory({
  appointment,
  zone,
}: {
  appointment: AppointmentDetails;
  zone: string;
}) {
  return (
    <SectionCard title="History">
      {appointment.history.length === 0 ? (
        <Text c="dimmed">No changes recorded yet.</Text>
      ) : (
        <Timeline role="list" bulletSize={12} lineWidth={2} active={appointment.history.length - 1}>
          {appointment.history.map((entry, index) => (
            <Timeline.Item
              role="listitem"
              key={`${entry.at}-${index}`}
              title={describeHistoryEntry(entry, appointment, zone)}
            >
              <Text size="sm" c="dimmed">
                {entry.actorName ? `${entry.actorName} · ` : ''}
                {formatRelativeTime(entry.at)} ·{' '}
                <time dateTime={entry.at} style={{ whiteSpace: 'nowrap' }}>
                  {formatMoment(entry.at, zone)}
                </time>
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </SectionCard>
  );
}
