import { createContext } from 'react';
import type { OpeningHours } from '../../../../domain/scheduling.js';
import type { CalendarEvent } from './slot-groups';
import type { WorkingTime } from './working-time';

/** A practitioner as the day view heads their column. */
export interface PractitionerColumn {
  userId: string;
  name: string;
  color: string | null;
}

/** Names the calendar's appointments refer to by id, for their details. */
export interface CalendarNames {
  member: (userId: string) => string | undefined;
  room: (roomId: string) => string | undefined;
}

/**
 * What the week and day views need beyond react-big-calendar's view props: the clinic's zone
 * (react-big-calendar's dates carry none), the move handler (its drag-and-drop addon keeps
 * `onEventDrop` to itself), the day view's practitioners, opening hours and names.
 */
export interface TimeGridSettings {
  zone: string;
  /** `therapistId` when the event was dropped in another practitioner's column. */
  onMove: (event: CalendarEvent, start: Date, end: Date, therapistId?: string) => void;
  /** The day view's columns, in order; anyone else with an appointment that day joins them. */
  practitioners: readonly PractitionerColumn[];
  openingHours: OpeningHours;
  /** When practitioners work in the visible range; the rest of their time is shaded. */
  workingTime: WorkingTime;
  /** The one practitioner the calendar is filtered to: the week shades their time off. */
  therapistId: string | null;
  names: CalendarNames;
}

export const TimeGridContext = createContext<TimeGridSettings | null>(null);
