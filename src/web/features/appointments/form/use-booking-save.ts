import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { SeriesScope } from '../../../../domain/appointments.js';
import { notifySuccess } from '../../../components/toasts/notify';
import { ApiError } from '../../../lib/http';
import { errorMessage } from '../../../lib/server-errors';
import {
  conflictsOf,
  isOutsideOpeningHours,
  isOutsideWorkingHours,
  refusedDatesOf,
} from '../appointment-api';
import { serverFieldOf, type AppointmentFormValues } from './appointment-form';
import type { RefusedBooking } from './ConflictAlert';

export interface SaveOptions {
  confirmOutsideOpeningHours: boolean;
  confirmOutsideWorkingHours: boolean;
  scope: SeriesScope;
}

/** A booking waiting for "book anyway", why, and the server's sentence on it. */
export interface OutsideHoursBooking {
  values: AppointmentFormValues;
  reason: 'opening' | 'working';
  message: string;
}

/** Where to go after a save, and the toast saying what was done. */
export interface Saved {
  id: string;
  message: string;
}

export type SaveBooking = (values: AppointmentFormValues, options: SaveOptions) => Promise<Saved>;

/**
 * Saves the booking and shows every refusal on the form, with what was entered kept: the
 * bookings in the way (409), a question before booking outside opening hours or the
 * practitioner's working time (409; "book anyway" confirms both at once), field
 * messages (400), else the server's sentence. On success, a toast and the appointment's page.
 */
export function useBookingSave(
  form: UseFormReturn<AppointmentFormValues>,
  onSave: SaveBooking,
  scope: SeriesScope,
) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [refused, setRefused] = useState<RefusedBooking | null>(null);
  const [outsideHours, setOutsideHours] = useState<OutsideHoursBooking | null>(null);

  const applyFieldErrors = (error: unknown) => {
    if (!(error instanceof ApiError) || !error.fields) return false;
    let applied = false;
    for (const [key, message] of Object.entries(error.fields)) {
      const name = serverFieldOf[key];
      if (!name) continue;
      form.setError(name, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
    return applied;
  };

  /** Never throws. */
  const save = async (values: AppointmentFormValues, confirmOutsideHours = false) => {
    setFormError(null);
    setRefused(null);
    try {
      const saved = await onSave(values, {
        confirmOutsideOpeningHours: confirmOutsideHours,
        confirmOutsideWorkingHours: confirmOutsideHours,
        scope,
      });
      notifySuccess(saved.message);
      await navigate(`/dashboard/appointment/${saved.id}`);
    } catch (error) {
      const conflicts = conflictsOf(error);
      if (conflicts) {
        const isSeries = values.repeat !== 'none' || scope === 'following';
        setRefused({
          message: errorMessage(error),
          conflicts,
          dates: isSeries ? refusedDatesOf(error) : [],
        });
      } else if (isOutsideOpeningHours(error)) {
        setOutsideHours({ values, reason: 'opening', message: errorMessage(error) });
      } else if (isOutsideWorkingHours(error)) {
        setOutsideHours({ values, reason: 'working', message: errorMessage(error) });
      } else if (!applyFieldErrors(error)) {
        setFormError(errorMessage(error));
      }
    }
  };

  return {
    save,
    formError,
    refused,
    /** The refused booking waiting for "book anyway", and the server's reason. */
    outsideHours,
    confirmOutsideHours: async () => {
      if (outsideHours) await save(outsideHours.values, true);
    },
    dismissOutsideHours: () => setOutsideHours(null),
  };
}
