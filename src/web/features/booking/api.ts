import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  PublicAvailabilityResponse,
  PublicBookingResponse,
  PublicBooking,
  RequestBookingInput,
  VerifyBookingInput,
} from '../../../domain/online-booking.js';
import { http } from '../../lib/http';

const clinicPath = (slug: string) => `/public/clinics/${encodeURIComponent(slug)}`;

/** GET /public/clinics/{slug}/booking: what the booking page offers. */
export const bookingOfferQuery = (slug: string) =>
  queryOptions({
    queryKey: ['public-booking', slug] as const,
    queryFn: ({ signal }) => http.get<PublicBooking>(`${clinicPath(slug)}/booking`, { signal }),
  });

export interface AvailabilityRange {
  serviceId: string;
  locationId: string;
  /** Absent for "anyone available". */
  practitionerId?: string;
  from: string;
  to: string;
}

/** The key every week of free times starts with. */
export const availabilityQueryPrefix = (slug: string) =>
  ['public-booking', slug, 'availability'] as const;

/** GET /public/clinics/{slug}/availability: the free times of one week. */
export const availabilityQuery = (slug: string, range: AvailabilityRange) =>
  queryOptions({
    queryKey: [...availabilityQueryPrefix(slug), range] as const,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({
        serviceId: range.serviceId,
        from: range.from,
        to: range.to,
        locationId: range.locationId,
        ...(range.practitionerId && { practitionerId: range.practitionerId }),
      });
      const answer = await http.get<PublicAvailabilityResponse>(
        `${clinicPath(slug)}/availability?${query.toString()}`,
        { signal },
      );
      return answer.slots;
    },
  });

/** POST /public/clinics/{slug}/bookings: holds the time and mails a code. */
export const useRequestBooking = (slug: string) =>
  useMutation({
    mutationFn: async (input: RequestBookingInput) =>
      (await http.post<PublicBookingResponse>(`${clinicPath(slug)}/bookings`, input)).booking,
  });

/** POST /public/clinics/{slug}/bookings/{id}/verify: the code turns the hold into a visit. */
export const useVerifyBooking = (slug: string) =>
  useMutation({
    mutationFn: async ({ bookingId, code }: VerifyBookingInput & { bookingId: string }) =>
      (
        await http.post<PublicBookingResponse>(
          `${clinicPath(slug)}/bookings/${encodeURIComponent(bookingId)}/verify`,
          { code },
        )
      ).booking,
  });
