import { createContext } from 'react';
import type { CalendarEvent } from './slot-groups';

/**
 * What the week and day views need beyond react-big-calendar's view props: the clinic's zone
 * (react-big-calendar's dates carry none) and the move handler (its drag-and-drop addon keeps
 * `onEventDrop` to itself).
 */
export interface TimeGridSettings {
  zone: string;
  onMove: (event: CalendarEvent, start: Date, end: Date) => void;
}

export const TimeGridContext = createContext<TimeGridSettings | null>(null);
