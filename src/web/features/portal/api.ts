import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicAvailabilityResponse, PublicBooking } from '../../../domain/online-booking.js';
import {
  rescheduleSchema,
  type PortalAppointment,
  type PortalAppointmentResponse,
  type PortalAppointmentsResponse,
  type PortalResponse,
  type PortalSignInInput,
  type RescheduleInput,
} from '../../../domain/portal.js';
import { http } from '../../lib/http';

const clinicPath = (slug: string) => `/public/clinics/${encodeURIComponent(slug)}`;
const visitPath = (id: string) => `/portal/appointments/${encodeURIComponent(id)}`;

/** Every portal query starts with this key: signing in or out clears them together. */
export const portalKey = ['portal'] as const;
const meKey = [...portalKey, 'me'] as const;
const appointmentsKey = [...portalKey, 'appointments'] as const;

/** GET /portal/me: who is signed in; 401 without a portal session. */
export const portalMeQuery = () =>
  queryOptions({
    queryKey: meKey,
    queryFn: async ({ signal }) =>
      (await http.get<PortalResponse>('/portal/me', { signal })).portal,
  });

/** GET /portal/appointments: the patient's upcoming and past visits. */
export const portalAppointmentsQuery = () =>
  queryOptions({
    queryKey: appointmentsKey,
    queryFn: ({ signal }) =>
      http.get<PortalAppointmentsResponse>('/portal/appointments', { signal }),
  });

/** GET /public/clinics/{slug}/booking: how far ahead the clinic books, and who works there. */
export const clinicOfferQuery = (slug: string) =>
  queryOptions({
    queryKey: ['public-booking', slug] as const,
    queryFn: ({ signal }) => http.get<PublicBooking>(`${clinicPath(slug)}/booking`, { signal }),
  });

export interface FreeTimesRange {
  serviceId: string;
  /** Absent when the visit has no location: any of the clinic's. */
  locationId?: string;
  from: string;
  to: string;
}

/** The key every week of free times starts with. */
export const freeTimesQueryPrefix = (slug: string) =>
  ['public-booking', slug, 'availability'] as const;

/** GET /public/clinics/{slug}/availability: the free times of one week for the same service. */
export const freeTimesQuery = (slug: string, range: FreeTimesRange) =>
  queryOptions({
    queryKey: [...freeTimesQueryPrefix(slug), range] as const,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({
        serviceId: range.serviceId,
        from: range.from,
        to: range.to,
        ...(range.locationId && { locationId: range.locationId }),
      });
      const answer = await http.get<PublicAvailabilityResponse>(
        `${clinicPath(slug)}/availability?${query.toString()}`,
        { signal },
      );
      return answer.slots;
    },
  });

/** POST /public/clinics/{slug}/portal/sign-in: mails a sign-in link to a known address. */
export const useRequestSignInLink = (slug: string) =>
  useMutation({
    mutationFn: (input: PortalSignInInput) =>
      http.post<{ msg: string }>(`${clinicPath(slug)}/portal/sign-in`, input),
  });

/** POST /portal/sessions: the mailed link's token becomes a session (an HttpOnly cookie). */
export const useStartSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (await http.post<PortalResponse>('/portal/sessions', { token })).portal,
    onSuccess: (portal) => {
      queryClient.removeQueries({ queryKey: portalKey });
      queryClient.setQueryData(meKey, portal);
    },
  });
};

/** DELETE /portal/session. */
export const useSignOut = () =>
  useMutation({ mutationFn: () => http.delete<void>('/portal/session') });

/** Puts a changed visit into the cached lists, where it was. */
function useStoreVisit() {
  const queryClient = useQueryClient();
  return (changed: PortalAppointment) => {
    queryClient.setQueryData(portalAppointmentsQuery().queryKey, (lists) =>
      lists
        ? {
            upcoming: lists.upcoming.map((visit) => (visit.id === changed.id ? changed : visit)),
            past: lists.past,
          }
        : lists,
    );
    void queryClient.invalidateQueries({ queryKey: appointmentsKey });
  };
}

/** POST /portal/appointments/{id}/cancel. */
export const useCancelVisit = () => {
  const store = useStoreVisit();
  return useMutation({
    mutationFn: async (id: string) =>
      (await http.post<PortalAppointmentResponse>(`${visitPath(id)}/cancel`)).appointment,
    onSuccess: store,
  });
};

/** POST /portal/appointments/{id}/reschedule: the same service at a new time. */
export const useRescheduleVisit = () => {
  const store = useStoreVisit();
  return useMutation({
    mutationFn: async ({ id, ...input }: RescheduleInput & { id: string }) =>
      (
        await http.post<PortalAppointmentResponse>(
          `${visitPath(id)}/reschedule`,
          rescheduleSchema.parse(input),
        )
      ).appointment,
    onSuccess: store,
  });
};
