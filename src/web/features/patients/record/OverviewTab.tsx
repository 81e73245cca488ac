import { Anchor, Grid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { can } from '../../../../domain/permissions.js';
import type { PatientRecord } from '../../../../domain/patients.js';
import type { ClinicRole } from '../../../../domain/roles.js';
import { SMS_OPTED_OUT_NOTE } from '../../../components/forms/PatientContactFields';
import { SectionCard } from '../../../components/page/SectionCard';
import { AppointmentList } from './AppointmentsTab';
import { DiagnosisList } from './DiagnosesTab';
import { EmptyState } from './EmptyState';
import { Fact, Facts } from './Facts';
import { PlanList } from './PlansTab';
import { QueryContent } from '../../../components/page/QueryContent';
import { patientAppointmentsQuery, patientDiagnosesQuery, patientPlansQuery } from '../patient-api';
import { formatDay } from './record-display';
import type { RecordTab } from './record-tabs';
import { useClinicZone } from '../use-clinic-zone';

const sexLabels = { female: 'Female', male: 'Male', other: 'Other', undisclosed: 'Not disclosed' };

interface OverviewTabProps {
  patient: PatientRecord;
  role: ClinicRole | null | undefined;
  onOpenTab: (tab: RecordTab) => void;
}

function MoreLink({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClick}>
      {children}
    </Anchor>
  );
}

/** The record on one screen: who, how to reach them, consent and what is going on now. */
export function OverviewTab({ patient, role, onOpenTab }: OverviewTabProps) {
  const clinical = can(role, 'clinical.read');
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <SectionCard title="Demographics">
            <Facts>
              <Fact label="Date of birth">
                {patient.dateOfBirth && formatDay(patient.dateOfBirth)}
              </Fact>
              <Fact label="Sex">{patient.sex && sexLabels[patient.sex]}</Fact>
              <Fact label="Occupation">{patient.occupation}</Fact>
              <Fact label="Address">{patient.address}</Fact>
            </Facts>
          </SectionCard>
          <SectionCard title="Contact">
            <Facts>
              <Fact label="Phone">{patient.phone}</Fact>
              <Fact label="Email">{patient.email}</Fact>
              <Fact label="Emergency contact">
                {[patient.emergencyContactName, patient.emergencyContactPhone]
                  .filter(Boolean)
                  .join(' · ')}
              </Fact>
            </Facts>
          </SectionCard>
          <SectionCard title="Insurance and referral">
            <Facts>
              <Fact label="Insurer">{patient.insurer}</Fact>
              <Fact label="Policy number">{patient.policyNumber}</Fact>
              <Fact label="Referral source">{patient.referralSource}</Fact>
              <Fact label="Referring doctor">{patient.referringDoctor}</Fact>
            </Facts>
          </SectionCard>
          <SectionCard title="Consent">
            <Facts>
              <Fact label="Consent to treatment">
                {patient.consentToTreatmentOn &&
                  `Given on ${formatDay(patient.consentToTreatmentOn)}`}
              </Fact>
              <Fact label="Email reminders and messages">
                {patient.consentToContact
                  ? 'Yes: reminders and confirmations by email'
                  : 'No: no reminders or confirmations are mailed'}
              </Fact>
              <Fact label="Text messages (SMS)">
                {patient.smsOptedOut
                  ? SMS_OPTED_OUT_NOTE
                  : patient.consentToSms
                    ? 'Yes: the clinic may text reminders to the phone number'
                    : 'No: no texts are sent'}
              </Fact>
            </Facts>
          </SectionCard>
          {clinical && (
            <SectionCard title="Medical summary">
              <Facts cols={1}>
                <Fact label="Medical history">{patient.medicalHistory}</Fact>
                <Fact label="Medications">{patient.medications}</Fact>
                <Fact label="Allergies">{patient.allergies}</Fact>
                <Fact label="Red flags">{patient.redFlags}</Fact>
              </Facts>
            </SectionCard>
          )}
          {patient.notes && (
            <SectionCard title="Notes">
              <Text style={{ whiteSpace: 'pre-wrap' }}>{patient.notes}</Text>
            </SectionCard>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <NextAppointment patientId={patient.id} onOpenTab={onOpenTab} />
          {clinical && <ActiveDiagnoses patientId={patient.id} onOpenTab={onOpenTab} />}
          {clinical && <ActivePlans patientId={patient.id} onOpenTab={onOpenTab} />}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

interface SideCardProps {
  patientId: string;
  onOpenTab: (tab: RecordTab) => void;
}

function NextAppointment({ patientId, onOpenTab }: SideCardProps) {
  const query = useQuery(patientAppointmentsQuery(patientId));
  const zone = useClinicZone();
  return (
    <SectionCard
      title="Next appointment"
      aside={<MoreLink onClick={() => onOpenTab('appointments')}>All appointments</MoreLink>}
    >
      <QueryContent
        query={query}
        loadingLabel="Loading the next appointment"
        errorTitle="We couldn't load the appointments."
      >
        {({ upcoming }) => {
          const next = upcoming.find((appointment) => appointment.status !== 'cancelled');
          if (!next) return <EmptyState message="No upcoming appointment." />;
          return zone && <AppointmentList label="Next appointment" items={[next]} zone={zone} />;
        }}
      </QueryContent>
    </SectionCard>
  );
}

function ActiveDiagnoses({ patientId, onOpenTab }: SideCardProps) {
  const query = useQuery({
    ...patientDiagnosesQuery(patientId),
    select: (diagnoses) => diagnoses.filter((diagnosis) => diagnosis.status === 'active'),
  });
  return (
    <SectionCard
      title="Active diagnoses"
      aside={<MoreLink onClick={() => onOpenTab('diagnoses')}>All diagnoses</MoreLink>}
    >
      <QueryContent
        query={query}
        loadingLabel="Loading diagnoses"
        errorTitle="We couldn't load the diagnoses."
        empty={<EmptyState message="No active diagnoses." />}
      >
        {(diagnoses) => <DiagnosisList patientId={patientId} diagnoses={diagnoses} />}
      </QueryContent>
    </SectionCard>
  );
}

function ActivePlans({ patientId, onOpenTab }: SideCardProps) {
  const query = useQuery({
    ...patientPlansQuery(patientId),
    select: (plans) =>
      plans.filter((plan) => plan.status === 'active' || plan.status === 'planned'),
  });
  return (
    <SectionCard
      title="Current treatment plans"
      aside={<MoreLink onClick={() => onOpenTab('plans')}>All treatment plans</MoreLink>}
    >
      <QueryContent
        query={query}
        loadingLabel="Loading treatment plans"
        errorTitle="We couldn't load the treatment plans."
        empty={<EmptyState message="No current treatment plans." />}
      >
        {(plans) => <PlanList patientId={patientId} plans={plans} />}
      </QueryContent>
    </SectionCard>
  );
}
