import { Stack, Text, Title } from '@mantine/core';
import type { PatientExport } from '../../../../domain/patient-export.js';
import { appointmentStatusLabels } from '../../../../domain/scheduling.js';
import {
  noteTemplateLabels,
  soapSectionLabels,
  soapSections,
  type VisitNote,
} from '../../../../domain/visit-notes.js';
import { formatBytes, formatMoment, formatTimes, formatZonedDay, orDash } from './print-format';
import { PrintSection, PrintTable } from './print-parts';
import classes from './PrintRecordPage.module.css';

const fileTypeLabels: Record<PatientExport['attachments'][number]['contentType'], string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/webp': 'WebP image',
};

export function PrintedAppointments({ data }: { data: PatientExport }) {
  const zone = data.clinic.timeZone;
  return (
    <PrintSection title="Appointments" empty={data.appointments.length === 0 && 'No appointments.'}>
      <PrintTable
        head={['Date', 'Time', 'Service', 'Therapist', 'Status']}
        nowrap={[0, 1]}
        rows={data.appointments.map((appointment) => ({
          key: appointment.id,
          cells: [
            formatZonedDay(appointment.start, zone),
            formatTimes(appointment.start, appointment.end, zone),
            orDash(appointment.serviceName),
            appointment.therapistName,
            appointment.cancelReason && appointment.status === 'cancelled'
              ? `Cancelled: ${appointment.cancelReason}`
              : appointmentStatusLabels[appointment.status],
          ],
        }))}
      />
    </PrintSection>
  );
}

function PrintedNote({ note, zone }: { note: VisitNote; zone: string }) {
  const when = formatMoment(note.appointmentStartsAt ?? note.createdAt, zone);
  const sections = soapSections.filter((section) => note[section].trim());
  return (
    <Stack gap="xs" component="article" className={classes.note}>
      <Title order={3} size="h4">
        {noteTemplateLabels[note.template]} · {when}
      </Title>
      <Text size="sm" c="dimmed">
        Written by {note.authorName ?? 'a former member'}
      </Text>
      {sections.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing written.
        </Text>
      )}
      {sections.map((section) => (
        <div key={section}>
          <Text fw={600} size="sm">
            {soapSectionLabels[section]}
          </Text>
          <Text className={classes.preWrap}>{note[section].trim()}</Text>
        </div>
      ))}
      <Text size="sm" className={classes.signatureLine}>
        {note.status === 'signed'
          ? `Signed by ${note.signedByName ?? 'a former member'} on ${formatMoment(note.signedAt!, zone)}`
          : 'Draft, not signed'}
      </Text>
      {note.addenda.map((addendum) => (
        <div key={addendum.id} className={classes.addendum}>
          <Text fw={600} size="sm">
            Addendum by {addendum.authorName ?? 'a former member'} on{' '}
            {formatMoment(addendum.createdAt, zone)}
          </Text>
          <Text className={classes.preWrap}>{addendum.body}</Text>
        </div>
      ))}
    </Stack>
  );
}

export function PrintedNotes({ data }: { data: PatientExport }) {
  return (
    <PrintSection title="Visit notes" empty={data.visitNotes.length === 0 && 'No visit notes.'}>
      {data.visitNotes.map((note) => (
        <PrintedNote key={note.id} note={note} zone={data.clinic.timeZone} />
      ))}
    </PrintSection>
  );
}

export function PrintedAttachments({ data }: { data: PatientExport }) {
  const zone = data.clinic.timeZone;
  return (
    <PrintSection title="Attachments" empty={data.attachments.length === 0 && 'No attachments.'}>
      <PrintTable
        head={['File', 'Type', 'Size', 'Uploaded', 'By']}
        nowrap={[1, 2, 3]}
        rows={data.attachments.map((attachment) => ({
          key: attachment.id,
          cells: [
            <span className={classes.breakWord}>{attachment.fileName}</span>,
            fileTypeLabels[attachment.contentType],
            formatBytes(attachment.byteSize),
            formatMoment(attachment.createdAt, zone),
            orDash(attachment.uploadedBy),
          ],
        }))}
      />
    </PrintSection>
  );
}
