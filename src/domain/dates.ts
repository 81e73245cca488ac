import { z } from 'zod';

/**
 * The years a date sent to Motio may fall in: wider than any birth, visit or plan, and narrow
 * enough for every database and date library on the way (year 0 or 10000 breaks some of them).
 */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2200;
export const DATE_RANGE_MESSAGE = `Use a date between ${EARLIEST_YEAR} and ${LATEST_YEAR}.`;

/** Whether an ISO date or instant falls in those years (as written, whatever its offset). */
export const yearInRange = (iso: string) => {
  const year = Number(iso.slice(0, 4));
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
};

/** A calendar day, `YYYY-MM-DD`, between EARLIEST_YEAR and LATEST_YEAR. */
export const calendarDateSchema = (message = 'Use the format YYYY-MM-DD.') =>
  z.iso.date(message).refine(yearInRange, DATE_RANGE_MESSAGE);

/** An instant with its offset (`…Z` or `…+01:00`), between EARLIEST_YEAR and LATEST_YEAR. */
export const instantSchema = (message = 'Use an ISO date-time.') =>
  z.iso.datetime({ offset: true, message }).refine(yearInRange, DATE_RANGE_MESSAGE);
