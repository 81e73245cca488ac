import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { PatientSex } from '../../../../domain/clinical.js';
import type { PatientExport } from '../../../../domain/patient-export.js';
import { PrintedDiagnoses, PrintedPlans } from './PrintedClinical';
import { PrintedAppointments, PrintedAttachments, PrintedNotes } from './PrintedVisits';
import { formatDay, formatMoment, orDash } from './print-format';
import { FactList, PrintSection, TextBlock } from './print-parts';
import classes from './PrintRecordPage.module.css';

const sexLabels: Record<PatientSex, string> = {
  female: 'Female',
  male: 'Male',
  other: 'Other',
  undisclosed: 'Not disclosed',
};

const statusLabels: Record<PatientExport['patient']['status'], string> = {
  active: 'Active',
  discharged: 'Discharged',
  archived: 'Archived',
};

function PrintedPatient({ data }: { data: PatientExport }) {
  const { patient } = data;
  const emergency = [patient.emergencyContactName, patient.emergencyContactPhone]
    .filter(Boolean)
    .join(', ');
  const insurance = [patient.insurer, patient.policyNumber].filter(Boolean).join(', policy ');
  const referral = [patient.referralSource, patient.referringDoctor].filter(Boolean).join(', ');
  return (
    <PrintSection title="Patient">
      <FactList
        facts={[
          ['Date of birth', formatDay(patient.dateOfBirth)],
          ['Sex', patient.sex ? sexLabels[patient.sex] : '—'],
          ['Phone', orDash(patient.phone)],
          ['Email', orDash(patient.email)],
          ['Address', orDash(patient.address)],
          ['Occupation', orDash(patient.occupation)],
          ['Emergency contact', orDash(emergency)],
          ['Insurance', orDash(insurance)],
          ['Referral', orDash(referral)],
          ['Primary therapist', orDash(data.primaryTherapistName)],
          ['Status', statusLabels[patient.status]],
          ['Consent to treatment', formatDay(patient.consentToTreatmentOn)],
          ['Email reminders and messages', patient.consentToContact ? 'Yes' : 'No'],
          [
            'Text messages (SMS)',
            patient.smsOptedOut ? 'No (replied STOP)' : patient.consentToSms ? 'Yes' : 'No',
          ],
        ]}
      />
      <TextBlock label="Medical history" text={patient.medicalHistory ?? ''} />
      <TextBlock label="Allergies" text={patient.allergies ?? ''} />
      <TextBlock label="Medications" text={patient.medications ?? ''} />
      <TextBlock label="Red flags" text={patient.redFlags ?? ''} />
      <TextBlock label="Notes" text={patient.notes} />
    </PrintSection>
  );
}

/** The printable record (Export): everything of one patient. */
export function PrintedRecord({ data }: { data: PatientExport }) {
  const zone = data.clinic.timeZone;
  const clinicContact = [data.clinic.address, data.clinic.phone, data.clinic.email].filter(Boolean);
  const printed = `Printed by ${data.generatedBy} on ${formatMoment(data.generatedAt, zone)}`;
  return (
    <Stack component="article" gap="xl" className={classes.document} aria-label="Patient record">
      <Stack component="header" gap={4}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={700} size="lg">
            {data.clinic.name}
          </Text>
          <Text size="sm" c="dimmed">
            {printed}
          </Text>
        </Group>
        {clinicContact.length > 0 && (
          <Text size="sm" c="dimmed">
            {clinicContact.join(' · ')}
          </Text>
        )}
        <Divider my="sm" className={classes.rule} />
        <Title order={1}>
          {data.patient.firstName} {data.patient.lastName}
        </Title>
        <Text c="dimmed">Patient record</Text>
      </Stack>
      <PrintedPatient data={data} />
      <PrintedDiagnoses data={data} />
      <PrintedPlans data={data} />
      <PrintedAppointments data={data} />
      <PrintedNotes data={data} />
      <PrintedAttachments data={data} />
      <Divider className={classes.rule} />
      <Text size="sm" c="dimmed" component="footer">
        {printed}. Confidential medical record of {data.clinic.name}.
      </Text>
    </Stack>
  );
}
