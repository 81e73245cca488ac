import type { BodySide, DiagnosisStatus } from '../../../../domain/clinical.js';

export const sideLabels: Record<BodySide, string> = {
  left: 'Left',
  right: 'Right',
  bilateral: 'Bilateral',
};
export const NO_SIDE_LABEL = 'Not applicable';

export const statusLabels: Record<DiagnosisStatus, string> = {
  active: 'Active',
  resolved: 'Resolved',
};

export const statusColors: Record<DiagnosisStatus, string> = {
  active: 'blue',
  resolved: 'gray',
};

/** 'M54.5 — Low back pain', as the code list and the record show it. */
export const codeLabel = (code: string, title: string) => `${code} — ${title}`;

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '9 March 2026' for a calendar date such as '2026-03-09'. */
export function formatDay(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}
