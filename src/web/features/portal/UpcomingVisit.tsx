import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { PublicSlot } from '../../../domain/online-booking.js';
import type { Portal, PortalAppointment } from '../../../domain/portal.js';
import { ConfirmModal } from '../../components/dialogs/ConfirmModal';
import {
  freeTimesQueryPrefix,
  portalAppointmentsQuery,
  useCancelVisit,
  useRescheduleVisit,
} from './api';
import { CallTheClinic } from './CallTheClinic';
import { ChangeTime } from './ChangeTime';
import { MoveVisitDialog } from './MoveVisitDialog';
import { visitChangeFailure } from './portal-errors';
import { TakenTimeChoices } from './TakenTimeChoices';
import type { VisitFormat } from './portal-time';
import { VisitDetails } from './VisitDetails';

interface UpcomingVisitProps {
  visit: PortalAppointment;
  clinic: Portal['clinic'];
  format: VisitFormat;
  onSessionEnded: () => void;
}

/** Until its change window closes, the patient may cancel the visit or move it online. */
const changeable = (visit: PortalAppointment) =>
  visit.status !== 'cancelled' &&
  visit.changeableUntil !== null &&
  Date.parse(visit.changeableUntil) > Date.now();

/** One upcoming visit, with what the patient may do about it. */
export function UpcomingVisit({ visit, clinic, format, onSessionEnded }: UpcomingVisitProps) {
  const queryClient = useQueryClient();
  const cancel = useCancelVisit();
  const reschedule = useRescheduleVisit();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [changing, setChanging] = useState(false);
  // The time asked about; kept while its dialog closes, so the dialog's words stay put.
  const [chosen, setChosen] = useState<PublicSlot | null>(null);
  const [confirmingMove, setConfirmingMove] = useState(false);
  const [nextSlots, setNextSlots] = useState<PublicSlot[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // What happened takes the focus: the button that did it is gone with the dialog.
  const doneAlert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) doneAlert.current?.focus();
  }, [done]);
  const when = (start: string) => `${format.day(start)} at ${format.time(start)}`;

  /** Cancelling and moving fail the same ways; answers whether the change went through. */
  const attempt = async (change: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await change();
      return true;
    } catch (error) {
      const refused = visitChangeFailure(error);
      if (refused.kind === 'session-ended') onSessionEnded();
      else if (refused.kind === 'slot-taken') {
        setNextSlots(refused.nextSlots);
        // The week on screen still offers the taken time.
        void queryClient.invalidateQueries({ queryKey: freeTimesQueryPrefix(clinic.slug) });
      } else {
        setFailure(refused.text);
        setChanging(false);
        // The visit may have passed its window meanwhile: show what is true now.
        void queryClient.invalidateQueries({ queryKey: portalAppointmentsQuery().queryKey });
      }
      return false;
    }
  };

  const confirmCancel = async () => {
    if (await attempt(() => cancel.mutateAsync(visit.id))) {
      setChanging(false);
      setDone('Your visit is cancelled.');
    }
  };
  const confirmMove = async (slot: PublicSlot) => {
    const moved = await attempt(() =>
      reschedule.mutateAsync({
        id: visit.id,
        start: slot.start,
        practitionerId: slot.practitionerId,
        locationId: slot.locationId,
      }),
    );
    if (moved) {
      setChanging(false);
      setNextSlots(null);
      setDone(`Your visit is moved to ${when(slot.start)}.`);
    }
  };
  const choose = (slot: PublicSlot) => {
    setDone(null);
    setChosen(slot);
    setConfirmingMove(true);
  };

  const canChange = changeable(visit);

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`${visit.serviceName}, ${when(visit.start)}`}
    >
      <Stack gap="sm">
        <VisitDetails visit={visit} format={format} />
        {done && (
          <Alert ref={doneAlert} tabIndex={-1} color="teal" variant="light" role="status">
            {done}
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        {canChange ? (
          <Group gap="xs">
            {visit.serviceId && (
              <Button
                variant="default"
                leftSection={<IconCalendarEvent size={16} aria-hidden />}
                aria-expanded={changing}
                onClick={() => {
                  setDone(null);
                  setNextSlots(null);
                  setChanging(!changing);
                }}
              >
                Change time
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => {
                setDone(null);
                setConfirmingCancel(true);
              }}
            >
              Cancel visit
            </Button>
          </Group>
        ) : (
          visit.status !== 'cancelled' && <CallTheClinic phone={clinic.phone} />
        )}
        {canChange && !visit.serviceId && <CallTheClinic phone={clinic.phone} />}
        {nextSlots && <TakenTimeChoices nextSlots={nextSlots} format={format} onPick={choose} />}
        {changing && visit.serviceId && (
          <ChangeTime
            visit={{ ...visit, serviceId: visit.serviceId }}
            clinic={clinic}
            format={format}
            onChoose={choose}
            onClose={() => {
              setChanging(false);
              setNextSlots(null);
            }}
          />
        )}
      </Stack>
      <ConfirmModal
        opened={confirmingCancel}
        title={`Cancel your visit on ${when(visit.start)}?`}
        confirmLabel="Cancel visit"
        keepLabel="Keep visit"
        danger
        onConfirm={confirmCancel}
        onClose={() => setConfirmingCancel(false)}
      >
        <Text>
          {visit.serviceName} with {visit.practitionerName}. The clinic is told at once.
        </Text>
      </ConfirmModal>
      <MoveVisitDialog
        opened={confirmingMove}
        slug={clinic.slug}
        visit={visit}
        slot={chosen}
        format={format}
        onConfirm={confirmMove}
        onClose={() => setConfirmingMove(false)}
      />
    </Paper>
  );
}
