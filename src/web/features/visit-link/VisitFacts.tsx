import { Stack, Text } from '@mantine/core';
import type { LinkedVisit } from '../../../domain/visit-links.js';
import { proposedTimeZone } from '../../lib/browser-time-zone';
import { visitTimeIn } from './visit-time';

/** When (the clinic's time, and the patient's when it differs), what, with whom, where. */
export function VisitFacts({ visit }: { visit: LinkedVisit }) {
  const here = proposedTimeZone();
  const there = visitTimeIn(visit, visit.timeZone);
  const yours = here && here !== visit.timeZone ? visitTimeIn(visit, here) : null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="lg">
        {there}
      </Text>
      {yours && yours !== there && (
        <Text size="sm" c="dimmed">
          Clinic time ({visit.timeZone}). Your time: {yours}.
        </Text>
      )}
      <Text>{visit.serviceName}</Text>
      <Text>with {visit.practitionerName}</Text>
      {visit.locationName && (
        <Text>
          {visit.locationName}
          {visit.locationAddress && (
            <Text span c="dimmed">
              {' '}
              · {visit.locationAddress}
            </Text>
          )}
        </Text>
      )}
    </Stack>
  );
}
