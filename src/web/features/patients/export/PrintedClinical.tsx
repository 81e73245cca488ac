import { List, Stack, Text, Title } from '@mantine/core';
import { interventionDose } from '../../../../domain/intervention-dose.js';
import type { ExportTreatmentPlan, PatientExport } from '../../../../domain/patient-export.js';
import { formatDay, orDash } from './print-format';
import { FactList, PrintSection, PrintTable, TextBlock } from './print-parts';
import classes from './PrintRecordPage.module.css';

const planStatusLabels: Record<ExportTreatmentPlan['status'], string> = {
  planned: 'Planned',
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export function PrintedDiagnoses({ data }: { data: PatientExport }) {
  return (
    <PrintSection title="Diagnoses" empty={data.diagnoses.length === 0 && 'No diagnoses recorded.'}>
      <PrintTable
        head={['Diagnosis', 'Body site', 'Onset', 'Diagnosed', 'Status', 'By']}
        nowrap={[2, 3, 4]}
        rows={data.diagnoses.map((diagnosis) => ({
          key: diagnosis.id,
          cells: [
            <>
              {diagnosis.icd10Code && <Text fw={600} span>{`${diagnosis.icd10Code} `}</Text>}
              {diagnosis.description}
              {diagnosis.notes && (
                <Text size="sm" c="dimmed" className={classes.preWrap}>
                  {diagnosis.notes}
                </Text>
              )}
            </>,
            orDash([diagnosis.bodyRegion, diagnosis.side].filter(Boolean).join(', ')),
            formatDay(diagnosis.onsetOn),
            formatDay(diagnosis.diagnosedOn),
            diagnosis.status === 'active' ? 'Active' : 'Resolved',
            orDash(diagnosis.diagnosedByName),
          ],
        }))}
      />
    </PrintSection>
  );
}

function PrintedPlan({ plan }: { plan: ExportTreatmentPlan }) {
  const period = `${formatDay(plan.startsOn)} – ${plan.endsOn ? formatDay(plan.endsOn) : 'open'}`;
  const sessions = plan.plannedSessions
    ? `${plan.sessionsDone} of ${plan.plannedSessions}`
    : `${plan.sessionsDone} done`;
  return (
    <Stack gap="sm" className={classes.plan}>
      <Title order={3} size="h4">
        {plan.title}
      </Title>
      <FactList
        facts={[
          ['Status', planStatusLabels[plan.status]],
          ['Period', period],
          [
            'Diagnosis',
            plan.diagnosis
              ? [plan.diagnosis.icd10Code, plan.diagnosis.description].filter(Boolean).join(' ')
              : '—',
          ],
          ['Sessions', [sessions, plan.frequency].filter(Boolean).join(', ')],
        ]}
      />
      {plan.goals.length > 0 && (
        <PrintTable
          head={['Goal', 'Measure', 'Baseline', 'Target']}
          minWidth={480}
          rows={plan.goals.map((goal) => ({
            key: goal.id,
            cells: [
              goal.description,
              orDash(goal.measure),
              orDash(goal.baseline),
              orDash(goal.target),
            ],
          }))}
        />
      )}
      {plan.interventions.length > 0 && (
        <div className={classes.keepTogether}>
          <Text size="sm" c="dimmed">
            Interventions
          </Text>
          <List size="sm" spacing={2}>
            {plan.interventions.map((item) => (
              <List.Item key={item.id}>
                {item.name} ({item.kind === 'exercise' ? 'exercise' : 'modality'}
                {interventionDose(item) ? `, ${interventionDose(item)}` : ''})
                {item.notes ? ` — ${item.notes}` : ''}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {plan.progress.length > 0 ? (
        <PrintTable
          head={['Date', 'Pain /10', 'Score', 'Range of motion', 'Notes', 'By']}
          nowrap={[0, 1, 2]}
          minWidth={640}
          rows={plan.progress.map((entry) => ({
            key: entry.id,
            cells: [
              formatDay(entry.recordedOn),
              orDash(entry.pain),
              entry.score === null ? '—' : `${entry.score} ${entry.outcomeMeasure}`.trim(),
              orDash(
                entry.rangeOfMotion
                  .map((reading) => `${reading.joint} ${reading.movement} ${reading.degrees}°`)
                  .join('; '),
              ),
              <span className={classes.preWrap}>{orDash(entry.notes)}</span>,
              orDash(entry.recordedByName),
            ],
          }))}
        />
      ) : (
        <Text size="sm" c="dimmed">
          No progress recorded.
        </Text>
      )}
      <TextBlock label="Treatment plan notes" text={plan.notes} />
    </Stack>
  );
}

export function PrintedPlans({ data }: { data: PatientExport }) {
  return (
    <PrintSection
      title="Treatment plans"
      empty={data.treatmentPlans.length === 0 && 'No treatment plans recorded.'}
    >
      {data.treatmentPlans.map((plan) => (
        <PrintedPlan key={plan.id} plan={plan} />
      ))}
    </PrintSection>
  );
}
