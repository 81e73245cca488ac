import { z } from 'zod';

/**
 * Scheduling contracts shared by server and web. Route schemas join this
 * file as the routes are built.
 */

/** The statuses an appointment can have. */
export const appointmentStatuses = [
  'scheduled',
  'confirmed',
  'arrived',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** How a status reads on screen and in exports ('arrived' is the calendar's check-in). */
export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  arrived: 'Checked in',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/** Statuses whose time is taken: the others free the slot for another booking. */
export const liveAppointmentStatuses = [
  'scheduled',
  'confirmed',
  'arrived',
  'completed',
] as const satisfies readonly AppointmentStatus[];

/** 'HH:mm' in the clinic's time zone. */
export interface OpeningInterval {
  open: string;
  close: string;
}

/** Index 0 = Sunday … 6 = Saturday; null: closed that day. */
export type OpeningHours = Array<OpeningInterval | null>;

/** Calendar events use their labelColor, defaulting to this blue shade. */
export const DEFAULT_LABEL_COLOR = '#228be6';

/** Reminders go this many hours before unless the clinic says otherwise. */
export const DEFAULT_REMINDER_HOURS = 24;

/** GET /api/v1/calendar-feed: whether the signed-in member has a live feed address. */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.iso.datetime().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/v1/calendar-feed: the new secret address, shown once (only its hash is kept). */
export const calendarFeedCreatedSchema = z.object({ url: z.url() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** How far the feed reaches: recent history and the months ahead. */
export const CALENDAR_FEED_DAYS_BACK = 30;
export const CALENDAR_FEED_DAYS_AHEAD = 180;
