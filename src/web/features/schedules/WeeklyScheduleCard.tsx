import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { MemberSchedule } from '../../../domain/schedules.js';
import { FormError } from '../../components/feedback/FormError';
import { SectionCard } from '../../components/page/SectionCard';
import { notifySuccess } from '../../components/toasts/notify';
import { errorMessage } from '../../lib/server-errors';
import { useSaveWeek } from './schedule-api';
import {
  clientErrors,
  serverErrors,
  toDrafts,
  toWeekInput,
  type SpanDraft,
  type SpanErrors,
} from './schedule-draft';
import { WeeklyRulesEditor } from './WeeklyRulesEditor';
import type { LocationOption } from './WeeklySpanRow';
import { WeeklySummary } from './WeeklySummary';

interface WeeklyScheduleCardProps {
  userId: string;
  schedule: MemberSchedule;
  locations: LocationOption[];
  locationName: (id: string) => string;
  today: string;
}

/** Weekly working hours per location and breaks, edited together and saved as a whole. */
export function WeeklyScheduleCard({
  userId,
  schedule,
  locations,
  locationName,
  today,
}: WeeklyScheduleCardProps) {
  const save = useSaveWeek(userId);
  const [working, setWorking] = useState<SpanDraft[]>(() => toDrafts(schedule.workingHours));
  const [breaks, setBreaks] = useState<SpanDraft[]>(() => toDrafts(schedule.breaks));
  const [errors, setErrors] = useState<SpanErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const refused = clientErrors(working, breaks);
    setErrors(refused);
    if (Object.keys(refused).length > 0) {
      setFormError('Some hours need a look: see the messages below.');
      return;
    }
    save.mutate(toWeekInput(working, breaks), {
      onSuccess: ({ schedule: saved }) => {
        setWorking(toDrafts(saved.workingHours));
        setBreaks(toDrafts(saved.breaks));
        notifySuccess('Weekly hours saved');
      },
      onError: (error) => {
        const { spans, other } = serverErrors(error, working, breaks);
        setErrors(spans);
        setFormError(other[0] ?? errorMessage(error));
      },
    });
  };

  if (!schedule.canEdit) {
    return (
      <SectionCard title="Weekly hours" description="When and where this member works each week.">
        <WeeklySummary
          rules={schedule.workingHours}
          locationName={locationName}
          none="Not working"
        />
        <Title order={3} size="h5">
          Breaks
        </Title>
        <WeeklySummary rules={schedule.breaks} locationName={locationName} none="No break" />
      </SectionCard>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Weekly hours">
      <Stack gap="lg">
        <SectionCard
          title="Weekly hours"
          description="When and where this member works each week. A day may have several spans, at different locations; an end of 00:00 is midnight."
        >
          {locations.length === 0 ? (
            <Alert color="yellow" variant="light">
              The clinic has no active location yet. Add one in Settings → Locations first.
            </Alert>
          ) : (
            <WeeklyRulesEditor
              noun="working hours"
              spans={working}
              onChange={setWorking}
              errors={errors}
              locations={locations}
              today={today}
            />
          )}
        </SectionCard>
        <SectionCard
          title="Breaks"
          description="Breaks hold wherever the member works that day, e.g. lunch 12:30–13:00."
        >
          <WeeklyRulesEditor
            noun="break"
            spans={breaks}
            onChange={setBreaks}
            errors={errors}
            locations={null}
            today={today}
          />
        </SectionCard>
        <FormError message={formError} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save weekly hours
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
