import { Stack } from '@mantine/core';
import type { TreatmentPlan } from '../../../../domain/treatment-plans.js';
import { SectionCard } from '../../../components/page/SectionCard';
import { useSignedInUser } from '../../../components/dashboard/use-signed-in-user';
import { useAddProgress, useDeleteProgress } from '../therapy-api';
import { ProgressCharts } from './ProgressCharts';
import { ProgressTable } from './ProgressTable';
import { RecordProgressForm } from './RecordProgressForm';

/** Progress of the plan: charts against the goals, the entries, and a form to add one. */
export function ProgressSection({ plan, canManage }: { plan: TreatmentPlan; canManage: boolean }) {
  const me = useSignedInUser();
  const addProgress = useAddProgress(plan.patientId, plan.id);
  const deleteProgress = useDeleteProgress(plan.patientId, plan.id);
  const role = me?.membership?.role;
  const measures = [
    ...new Set(
      [
        ...plan.progress.map((entry) => entry.outcomeMeasure),
        ...plan.goals.map((g) => g.measure),
      ].filter(Boolean),
    ),
  ];

  return (
    <SectionCard
      title="Progress"
      description="Pain, outcome scores and range of motion over time, against the goals' targets."
    >
      <Stack gap="lg">
        <ProgressCharts plan={plan} />
        <ProgressTable
          entries={plan.progress}
          canDelete={(entry) =>
            canManage &&
            (role === 'owner' || role === 'admin' || entry.recordedById === me?.user.id)
          }
          onDelete={(entryId) => deleteProgress.mutateAsync(entryId)}
        />
        {canManage && (
          <RecordProgressForm
            measures={measures}
            onRecord={(input) => addProgress.mutateAsync(input)}
          />
        )}
      </Stack>
    </SectionCard>
  );
}
