import { Button, Divider, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { PortalAppointment } from '../../../domain/portal.js';
import type { VisitFormat } from './portal-time';
import { VisitDetails } from './VisitDetails';

/** How many past visits show before "Show all". */
const SHORT_LIST = 3;

/** The latest past visits, a few at first. */
export function PastVisits({
  visits,
  format,
}: {
  visits: PortalAppointment[];
  format: VisitFormat;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? visits : visits.slice(0, SHORT_LIST);
  return (
    <Stack gap="sm" component="section" aria-labelledby="past-visits">
      <Title order={3} size="h4" id="past-visits">
        Past visits
      </Title>
      {visits.length === 0 ? (
        <Text>No past visits yet.</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((visit, index) => (
            <li key={visit.id}>
              {index > 0 && <Divider mb="sm" />}
              <VisitDetails visit={visit} format={format} past />
            </li>
          ))}
        </Stack>
      )}
      {visits.length > SHORT_LIST && (
        <div>
          <Button variant="subtle" aria-expanded={all} onClick={() => setAll(!all)}>
            {all ? 'Show fewer' : `Show all ${visits.length} past visits`}
          </Button>
        </div>
      )}
    </Stack>
  );
}
