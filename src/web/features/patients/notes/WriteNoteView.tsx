import { Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { LoadError } from '../../../components/feedback/LoadError';
import { QueryContent } from '../../../components/page/QueryContent';
import { errorMessage } from '../../../lib/server-errors';
import { patientNotesQuery } from './note-api';
import { patientAppointmentsQuery } from '../patient-api';
import { WriteNoteForm } from './WriteNoteForm';
import { useServices } from '../../../lib/queries/services';

interface WriteNoteViewProps {
  patientId: string;
  appointmentId: string | null;
  onSaved: (noteId: string) => void;
  onOpenNote: (noteId: string) => void;
  onCancel: () => void;
}

/** "Write visit note": waits for the patient's visits and the services' templates. */
export function WriteNoteView({ patientId, appointmentId, ...actions }: WriteNoteViewProps) {
  const appointments = useQuery(patientAppointmentsQuery(patientId));
  const services = useServices();
  const notes = useQuery(patientNotesQuery(patientId));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Stack gap="md">
      <Anchor component="button" type="button" size="sm" onClick={actions.onCancel} w="fit-content">
        <Group gap="xs" component="span">
          <IconArrowLeft size={16} aria-hidden />
          All visit notes
        </Group>
      </Anchor>
      <Title order={3} size="h4" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        Write visit note
      </Title>
      {services.isError && (
        <LoadError
          title="We couldn't load the services, so the template is not pre-selected."
          message={errorMessage(services.error)}
          onRetry={() => void services.refetch()}
        />
      )}
      <QueryContent
        query={appointments}
        loadingLabel="Loading the patient's appointments"
        errorTitle="We couldn't load this patient's appointments."
      >
        {(visits) =>
          services.isPending ? (
            <Stack gap="md" aria-label="Loading the note templates" aria-busy>
              <Skeleton height={36} />
              <Skeleton height={120} />
            </Stack>
          ) : (
            <WriteNoteForm
              patientId={patientId}
              appointments={visits}
              services={services.data ?? []}
              notes={notes.data ?? []}
              initialAppointmentId={appointmentId}
              {...actions}
            />
          )
        }
      </QueryContent>
    </Stack>
  );
}
