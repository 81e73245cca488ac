import { Badge, Button, Group, Text } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AppointmentDetails } from '../../../../domain/appointments.js';
import { can } from '../../../../domain/permissions.js';
import { useSignedInUser } from '../../../components/dashboard/use-signed-in-user';
import { SectionCard } from '../../../components/page/SectionCard';
import { formatMoment } from '../appointment-display';
import { NoteNeededBadge } from '../../../components/visit-notes/NoteNeededBadge';
import { visitNoteHref } from '../../../components/visit-notes/visit-note-links';

interface NoteSummary {
  badge: ReactNode;
  text: string;
  action: string;
}

function summaryOf(
  appointment: AppointmentDetails,
  userId: string | undefined,
  zone: string,
): NoteSummary {
  const note = appointment.visitNote;
  const completed = appointment.status === 'completed';
  if (!note)
    return {
      badge: completed ? <NoteNeededBadge state="none" /> : null,
      text: completed
        ? 'This visit is completed but has no note yet.'
        : "Write the note during or after the visit: it starts from the service's template.",
      action: 'Write note',
    };
  if (note.status === 'draft') {
    const by = note.authorName ? ` by ${note.authorName}` : '';
    return {
      badge: completed ? (
        <NoteNeededBadge state="draft" />
      ) : (
        <Badge color="yellow" variant="light">
          Draft
        </Badge>
      ),
      text: `Draft${by}, not signed yet.${completed ? " Sign it to finish this visit's record." : ''}`,
      action: note.authorId === userId ? 'Continue draft' : 'Open draft',
    };
  }
  const signer = note.signedByName ?? 'a former team member';
  return {
    badge: (
      <Badge color="teal" variant="light">
        Signed
      </Badge>
    ),
    text: note.signedAt
      ? `Signed by ${signer} on ${formatMoment(note.signedAt, zone)}.`
      : `Signed by ${signer}.`,
    action: 'View note',
  };
}

/**
 * The visit's SOAP note, the appointment's main action: where it stands and one button to write,
 * continue or read it on the patient's record. Clinical roles only; blocked time has no note, and
 * a cancelled or missed visit needs none.
 */
export function VisitNoteCard({
  appointment,
  zone,
}: {
  appointment: AppointmentDetails;
  zone: string;
}) {
  const user = useSignedInUser();
  const { patient, visitNote, status } = appointment;
  if (!patient || !can(user?.membership?.role, 'clinical.read')) return null;
  if (!visitNote && (status === 'cancelled' || status === 'no_show')) return null;
  const { badge, text, action } = summaryOf(appointment, user?.user.id, zone);
  return (
    <SectionCard title="Visit note" aside={badge}>
      <Group justify="space-between" gap="md" align="center">
        <Text maw={520}>{text}</Text>
        <Button
          component={Link}
          to={visitNoteHref(patient.id, appointment.id, visitNote?.id)}
          leftSection={<IconNotes size={16} aria-hidden />}
        >
          {action}
        </Button>
      </Group>
    </SectionCard>
  );
}
