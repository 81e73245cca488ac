import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  needsVisitNote,
  type CalendarAppointment,
  type StatusChangeInput,
} from '../../../domain/appointments.js';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { notifySuccess } from '../../components/toasts/notify';
import { notifySuccessWithAction } from '../../components/toasts/notify-with-action';
import { ApiError } from '../../lib/http';
import { useChangeAppointmentStatus } from './appointment-api';
import { unsignedNoteWording, visitNoteHref } from '../../components/visit-notes/visit-note-links';

const doneMessages: Record<StatusChangeInput['status'], string> = {
  confirmed: 'Appointment confirmed.',
  arrived: 'Checked in.',
  completed: 'Appointment completed.',
  no_show: 'Marked as a no-show.',
  cancelled: 'Appointment cancelled.',
};

/**
 * A status change with a toast when it worked; completing a visit whose note is not signed offers
 * to write it there and then. A 409 means the appointment changed meanwhile (someone else checked
 * it in, cancelled it…): the screen reloads it so it shows what is true.
 */
export function useStatusChange() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mayWriteNotes = can(useSignedInUser()?.membership?.role, 'clinical.manage');
  const mutation = useChangeAppointmentStatus();

  const announce = (status: StatusChangeInput['status'], visit: CalendarAppointment) => {
    const { patientId } = visit;
    if (status !== 'completed' || !patientId || !mayWriteNotes || !needsVisitNote(visit)) {
      notifySuccess(doneMessages[status]);
      return;
    }
    const { action } = unsignedNoteWording[visit.noteStatus === 'draft' ? 'draft' : 'none'];
    notifySuccessWithAction(doneMessages.completed, {
      label: action,
      onAction: () => void navigate(visitNoteHref(patientId, visit.id)),
    });
  };

  const change = async (id: string, input: StatusChangeInput) => {
    try {
      const written = await mutation.mutateAsync({ id, change: input });
      announce(input.status, written.appointment);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: ['appointments'] });
      throw error;
    }
  };
  const pending = mutation.isPending ? mutation.variables : undefined;
  return { change, pendingId: pending?.id, pendingStatus: pending?.change.status };
}
