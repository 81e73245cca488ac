import { useQueryClient } from '@tanstack/react-query';
import type { StatusChangeInput } from '../../../domain/appointments.js';
import { notifySuccess } from '../../components/toasts/notify';
import { ApiError } from '../../lib/http';
import { useChangeAppointmentStatus } from './appointment-api';

const doneMessages: Record<StatusChangeInput['status'], string> = {
  confirmed: 'Appointment confirmed.',
  arrived: 'Checked in.',
  completed: 'Appointment completed.',
  no_show: 'Marked as a no-show.',
  cancelled: 'Appointment cancelled.',
};

/**
 * A status change with a toast when it worked. A 409 means the appointment changed meanwhile
 * (someone else checked it in, cancelled it…): the screen reloads it so it shows what is true.
 */
export function useStatusChange() {
  const queryClient = useQueryClient();
  const mutation = useChangeAppointmentStatus();
  const change = async (id: string, input: StatusChangeInput) => {
    try {
      await mutation.mutateAsync({ id, change: input });
      notifySuccess(doneMessages[input.status]);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: ['appointments'] });
      throw error;
    }
  };
  const pending = mutation.isPending ? mutation.variables : undefined;
  return { change, pendingId: pending?.id, pendingStatus: pending?.change.status };
}
