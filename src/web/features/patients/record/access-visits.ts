import type { PatientAccessEntry } from '../../../../domain/patients.js';
import { describeAction } from './record-display';

/** Reads of one visit to the record that lie this close together are shown as one line. */
const VISIT_WINDOW_MS = 10 * 60_000;

const isRead = (action: string) =>
  action === 'patient.timeline' || action.endsWith('.read') || action.endsWith('.list');

export interface AccessLine {
  /** When it started: the earliest entry of the line. */
  at: string;
  actorName: string | null;
  /** What was done, in words: "Opened the record", "Signed a visit note". */
  what: string;
  /** The other parts read during the same visit, in words. */
  alsoRead: string[];
}

/**
 * One line per change, and one per visit for reads: opening the record reads its parts one by
 * one (record, diagnoses, plans, timeline), which the audit trail keeps as separate events.
 * Entries come newest first and stay in that order.
 */
export function accessLines(entries: PatientAccessEntry[]): AccessLine[] {
  const visits: PatientAccessEntry[][] = [];
  for (const entry of entries) {
    const visit = visits.at(-1);
    const newest = visit?.[0];
    const joins =
      visit &&
      newest &&
      isRead(entry.action) &&
      visit.every((read) => isRead(read.action)) &&
      newest.actorName === entry.actorName &&
      Date.parse(newest.at) - Date.parse(entry.at) <= VISIT_WINDOW_MS;
    if (joins) visit.push(entry);
    else visits.push([entry]);
  }
  return visits.map((visit) => {
    const opened = visit.find((entry) => entry.action === 'patient.read');
    const main = opened ?? visit.at(-1)!;
    const alsoRead = [
      ...new Set(
        visit.filter((entry) => entry.action !== main.action).map((entry) => entry.action),
      ),
    ].map(describeAction);
    return {
      at: visit.at(-1)!.at,
      actorName: main.actorName,
      what: describeAction(main.action),
      alsoRead,
    };
  });
}
