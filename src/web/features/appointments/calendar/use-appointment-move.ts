import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError } from '../../../components/toasts/notify';
import { ApiError } from '../../../lib/http';
import { errorMessage } from '../../../lib/server-errors';
import { useMoveAppointment, type MoveAppointmentInput } from './calendar-api';
import { formatTime } from './clinic-time';

interface Conflict {
  title?: string;
  start?: string;
  end?: string;
  reason?: string;
}

type Times = Pick<MoveAppointmentInput, 'start' | 'end' | 'therapistId'>;

/** A move waiting for "move anyway": outside opening hours, or the practitioner's working time. */
export interface OutsideHoursMove {
  input: MoveAppointmentInput;
  reason: 'opening' | 'working';
  /** The server's sentence (for working time it says who works when). */
  message: string;
}

const outsideHoursReasons: Record<string, OutsideHoursMove['reason']> = {
  OUTSIDE_OPENING_HOURS: 'opening',
  OUTSIDE_WORKING_HOURS: 'working',
};

/**
 * Drag to move and resize (and, on the day view, to another practitioner): the event stays where
 * it was dropped while the server decides, and snaps back if the server refuses. Outside opening
 * hours or the practitioner's working time the user may confirm and resend.
 */
export function useAppointmentMove(zone: string) {
  const queryClient = useQueryClient();
  const mutation = useMoveAppointment();
  const [moved, setMoved] = useState<Record<string, Times>>({});
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<OutsideHoursMove | null>(null);

  const snapBack = (id: string) => setMoved(({ [id]: _dropped, ...rest }) => rest);

  const settle = async (id: string) => {
    await queryClient.invalidateQueries({ queryKey: ['appointments'] });
    snapBack(id);
  };

  const describeConflicts = (error: ApiError) => {
    const conflicts = Array.isArray(error.details?.conflicts)
      ? (error.details.conflicts as Conflict[])
      : [];
    const lines = conflicts.map((conflict) => {
      const times =
        conflict.start && conflict.end
          ? ` ${formatTime(new Date(conflict.start), zone)}–${formatTime(new Date(conflict.end), zone)}`
          : '';
      return `${conflict.title ?? 'Appointment'}${times}${conflict.reason ? ` (${conflict.reason})` : ''}`;
    });
    return lines.length > 0 ? `${error.msg} ${lines.join('; ')}` : error.msg;
  };

  const send = async (input: MoveAppointmentInput) => {
    try {
      await mutation.mutateAsync(input);
      await settle(input.id);
    } catch (error) {
      const reason = error instanceof ApiError ? outsideHoursReasons[error.code] : undefined;
      if (reason) {
        setAwaitingConfirmation({ input, reason, message: errorMessage(error) });
        return;
      }
      snapBack(input.id);
      notifyError(error instanceof ApiError ? describeConflicts(error) : errorMessage(error));
    }
  };

  const move = (input: MoveAppointmentInput) => {
    setMoved((current) => ({
      ...current,
      [input.id]: { start: input.start, end: input.end, therapistId: input.therapistId },
    }));
    void send(input);
  };

  return {
    moved,
    move,
    awaitingConfirmation,
    /** Resends with the user's consent; ConfirmModal shows a further refusal itself. */
    confirmOutsideHours: async () => {
      if (!awaitingConfirmation) return;
      // Both: a move confirmed for one reason is not asked about the other.
      await mutation.mutateAsync({
        ...awaitingConfirmation.input,
        confirmOutsideOpeningHours: true,
        confirmOutsideWorkingHours: true,
      });
      const { id } = awaitingConfirmation.input;
      setAwaitingConfirmation(null);
      await settle(id);
    },
    cancelOutsideHours: () => {
      if (awaitingConfirmation) snapBack(awaitingConfirmation.input.id);
      setAwaitingConfirmation(null);
    },
  };
}
