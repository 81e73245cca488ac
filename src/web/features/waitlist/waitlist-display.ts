import type { OfferOutcome, OfferStatus, Wish, WishStatus } from '../../../domain/waitlist.js';

export const wishStatusLabels: Record<WishStatus, string> = {
  waiting: 'Waiting',
  booked: 'Booked',
  lapsed: 'Lapsed',
  removed: 'Removed',
};
/** The filter's order: what staff look at most first. */
export const wishStatusOrder: WishStatus[] = ['waiting', 'booked', 'lapsed', 'removed'];

export const wishSourceLabels: Record<Wish['source'], string> = {
  staff: 'Staff',
  portal: 'Portal',
};

export const offerStatusLabels: Record<OfferStatus, string> = {
  open: 'Open',
  taken: 'Taken',
  lapsed: 'Lapsed',
};
export const offerStatusColors: Record<OfferStatus, string> = {
  open: 'blue',
  taken: 'green',
  lapsed: 'gray',
};

export const outcomeLabels: Record<OfferOutcome, string> = {
  offered: 'Offered',
  accepted: 'Accepted',
  taken_by_other: 'Taken by another',
  lapsed: 'Lapsed',
};
export const outcomeColors: Record<OfferOutcome, string> = {
  offered: 'blue',
  accepted: 'green',
  taken_by_other: 'orange',
  lapsed: 'gray',
};

export const practitionerLabel = (wish: Pick<Wish, 'practitionerName'>) =>
  wish.practitionerName ?? 'Anyone';
export const locationLabel = (wish: Pick<Wish, 'locationName'>) => wish.locationName ?? 'Any';
export const patientPath = (patientId: string) =>
  `/dashboard/patients/${encodeURIComponent(patientId)}`;
export const appointmentPath = (appointmentId: string) =>
  `/dashboard/appointment/${encodeURIComponent(appointmentId)}`;
