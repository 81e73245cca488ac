import type { AppointmentDetails } from '../../../../domain/appointments.js';
import { formatShortSlot, formatSlotDay, formatTimeRange } from '../appointment-display';

type HistoryEntry = AppointmentDetails['history'][number];

interface Slot {
  start: string;
  end: string;
}

const fieldNames: Record<string, string> = {
  patientId: 'patient',
  title: 'title',
  therapistId: 'therapist',
  serviceId: 'service',
  roomId: 'room',
  notes: 'notes',
  labelColor: 'colour',
};

const statusWords: Record<string, string> = {
  confirmed: 'Confirmed',
  arrived: 'Checked in',
  completed: 'Completed',
  no_show: 'Marked as a no-show',
  cancelled: 'Cancelled',
};

function isSlot(value: unknown): value is Slot {
  const slot = value as Slot | null;
  return typeof slot?.start === 'string' && typeof slot.end === 'string';
}

function listOf(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** 'Moved from 09:00 – 09:45 to 09:15 – 10:00 on Mon 23 Nov', the day said twice only if it changed. */
function moveWording(from: Slot, to: Slot, zone: string): string {
  const fromDay = formatSlotDay(from.start, zone);
  const toDay = formatSlotDay(to.start, zone);
  if (fromDay === toDay)
    return `Moved from ${formatTimeRange(from.start, from.end, zone)} to ${formatTimeRange(to.start, to.end, zone)} on ${toDay}`;
  return `Moved from ${formatShortSlot(from.start, from.end, zone)} to ${formatShortSlot(to.start, to.end, zone)}`;
}

function updateWording(changes: Record<string, unknown>, zone: string): string {
  const parts: string[] = [];
  if (isSlot(changes.from) && isSlot(changes.to))
    parts.push(moveWording(changes.from, changes.to, zone));
  const fields = Array.isArray(changes.fields) ? (changes.fields as string[]) : [];
  const named = fields.flatMap((field) => (fieldNames[field] ? [fieldNames[field]] : []));
  if (named.length > 0) {
    const changed = `the ${listOf(named)}`;
    parts.push(parts.length > 0 ? `changed ${changed}` : `Changed ${changed}`);
  }
  return parts.length > 0 ? parts.join('; ') : 'Changed';
}

/**
 * One line of the appointment's history in words: 'Booked', 'Moved from … to …',
 * 'Cancelled: <reason>'. The reason is kept on the appointment, not in the audit trail (it may
 * name the patient); an appointment is cancelled at most once, so it belongs to that entry.
 */
export function describeHistoryEntry(
  entry: HistoryEntry,
  appointment: Pick<AppointmentDetails, 'cancelReason'>,
  zone: string,
): string {
  const { changes } = entry;
  const following = changes.scope === 'following' ? ' (with the later ones in the series)' : '';
  switch (entry.action) {
    case 'appointment.create':
      return isSlot(changes)
        ? `Booked for ${formatShortSlot(changes.start, changes.end, zone)}`
        : 'Booked';
    case 'appointment.update':
      return updateWording(changes, zone) + following;
    case 'appointment.status': {
      const to = String(changes.to);
      const words = statusWords[to] ?? 'Status changed';
      const reason = to === 'cancelled' && appointment.cancelReason;
      return `${words}${following}${reason ? `: ${appointment.cancelReason}` : ''}`;
    }
    default:
      return 'Changed';
  }
}
