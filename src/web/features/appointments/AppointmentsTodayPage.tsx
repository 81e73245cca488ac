import { Button, Card, Flex, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CalendarAppointment } from '../../../domain/appointments.js';
import { can } from '../../../domain/permissions.js';
import { TakePaymentDialog } from '../../components/billing/TakePaymentDialog';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { LoadError } from '../../components/feedback/LoadError';
import { notifySuccessWithAction } from '../../components/toasts/notify-with-action';
import { clinicFormat, useClinicFormat } from '../../lib/clinic-format';
import { patientBalanceQuery } from '../../lib/queries/invoices';
import { PageHeader } from '../../components/page/PageHeader';
import { errorMessage } from '../../lib/server-errors';
import { todayQuery } from './appointment-api';
import { foreignZone, formatCalendarDate } from './appointment-display';
import { groupByTherapist } from './today/group-by-therapist';
import { TherapistDay } from './today/TherapistDay';
import { PractitionerFilter } from './practitioners/PractitionerFilter';
import { usePractitionerFilter } from './practitioners/use-practitioner-filter';
import { memberName, type PractitionerChoice } from './practitioners/practitioner-choice';
import type { QuickStatus } from './today/TodayAppointmentRow';
import { StatusFailureAlert } from './StatusFailureAlert';
import { useStatusChange } from './use-status-change';

const BOOK = '/dashboard/add-appointment';

const loadingRows = (
  <Stack gap="lg" aria-label="Loading today's appointments" aria-busy>
    {[0, 1].map((section) => (
      <Stack key={section} gap="sm">
        <Skeleton height={20} width="30%" />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Stack>
    ))}
  </Stack>
);

interface NothingTodayProps {
  showingCancelled: boolean;
  choice: PractitionerChoice;
  names: Map<string, string>;
  onShowAll: () => void;
}

function emptyDayTitle(choice: PractitionerChoice, names: Map<string, string>): string {
  if (choice === 'all') return 'No appointments today';
  if (choice === 'mine') return 'You have no appointments today';
  return `No appointments today for ${names.get(choice.userId) ?? 'this practitioner'}`;
}

function NothingToday({ showingCancelled, choice, names, onShowAll }: NothingTodayProps) {
  return (
    <Card withBorder padding="xl">
      <Stack gap="sm" align="center" ta="center">
        <Title order={2} size="h4">
          {emptyDayTitle(choice, names)}
        </Title>
        <Text c="dimmed" maw={420}>
          {showingCancelled
            ? 'Nothing is booked for today, cancelled or otherwise.'
            : 'Nobody is booked in for today yet.'}
        </Text>
        <Group gap="sm" justify="center">
          <Button component={Link} to={BOOK} leftSection={<IconPlus size={16} aria-hidden />}>
            Book an appointment
          </Button>
          {choice !== 'all' && (
            <Button variant="default" onClick={onShowAll}>
              Show all practitioners
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** /dashboard/appointments-today: the front desk's day, by therapist, with check-in. */
export function AppointmentsTodayPage() {
  const [showCancelled, setShowCancelled] = useState(false);
  const today = useQuery({ ...todayQuery(showCancelled), placeholderData: keepPreviousData });
  const filter = usePractitionerFilter();
  const { change, pendingId, pendingStatus } = useStatusChange();
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const role = useSignedInUser()?.membership?.role;
  const takesPayments = can(role, 'invoices.manage');
  const clinic = useClinicFormat();
  const [paying, setPaying] = useState<CalendarAppointment | null>(null);

  /** At check-in the desk learns what the patient still owes, with a way to take it. */
  const announceBalance = async (appointment: CalendarAppointment) => {
    if (!takesPayments || !appointment.patientId) return;
    const balance = await queryClient
      .fetchQuery(patientBalanceQuery(appointment.patientId))
      .catch(() => null);
    if (!balance || balance.owedCents <= 0) return;
    const owes = clinicFormat({ currency: balance.currency, locale: clinic.locale }).money(
      balance.owedCents,
    );
    notifySuccessWithAction(`${appointment.patientName ?? 'The patient'} owes ${owes}.`, {
      label: 'Take payment',
      onAction: () => setPaying(appointment),
    });
  };

  const onChange = (appointment: CalendarAppointment, status: QuickStatus) => {
    setFailure(null);
    const changing = change(appointment.id, { status });
    if (status === 'arrived')
      void changing.then(
        () => announceBalance(appointment),
        () => {},
      );
    changing.catch((error: unknown) => {
      const name = appointment.patientName ?? appointment.title;
      const what = status === 'arrived' ? 'checked in' : 'completed';
      setFailure(`${name} could not be ${what}. ${errorMessage(error)}`);
    });
  };

  const data = today.data;
  const shown = data?.appointments.filter(
    (appointment) => filter.therapistId === null || appointment.therapistId === filter.therapistId,
  );
  const names = new Map(
    (filter.members ?? []).map((member) => [member.userId, memberName(member)]),
  );
  const otherZone = data && foreignZone(data.timeZone);
  const pending =
    pendingId && (pendingStatus === 'arrived' || pendingStatus === 'completed')
      ? { id: pendingId, status: pendingStatus }
      : null;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Today's appointments"
        description={
          data
            ? `${formatCalendarDate(data.date)}${otherZone ? ` · clinic time (${otherZone})` : ''}`
            : 'Everyone booked in today, by practitioner.'
        }
        actions={
          <Group gap="md" align="flex-end">
            <PractitionerFilter filter={filter} />
            {/* As tall as the filter's input beside it, so the three line up. */}
            <Flex h={36} align="center">
              <Switch
                label="Show cancelled"
                checked={showCancelled}
                onChange={(event) => setShowCancelled(event.currentTarget.checked)}
              />
            </Flex>
            <Button
              component={Link}
              to={BOOK}
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Book appointment
            </Button>
          </Group>
        }
      />
      <StatusFailureAlert failure={failure} onDismiss={() => setFailure(null)} />
      {today.isError && (
        <LoadError
          title="We couldn't load today's appointments."
          message={errorMessage(today.error)}
          onRetry={() => void today.refetch()}
        />
      )}
      {(today.isPending || filter.membersPending) && !today.isError && loadingRows}
      {data &&
        shown &&
        !filter.membersPending &&
        (shown.length === 0 ? (
          <NothingToday
            showingCancelled={showCancelled}
            choice={filter.choice}
            names={names}
            onShowAll={() => filter.choose('all')}
          />
        ) : (
          groupByTherapist(shown, filter.members).map((group) => (
            <TherapistDay
              key={group.therapistId}
              therapistName={group.therapistName}
              appointments={group.appointments}
              zone={data.timeZone}
              pending={pending}
              onChange={onChange}
              onTakePayment={takesPayments ? setPaying : undefined}
            />
          ))
        ))}
      {paying?.patientId && (
        <TakePaymentDialog
          opened
          onClose={() => setPaying(null)}
          patientId={paying.patientId}
          patientName={paying.patientName ?? undefined}
        />
      )}
    </Stack>
  );
}
