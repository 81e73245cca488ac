import type {
  PublicBooking,
  PublicBookingResult,
  bookingStatuses,
} from '../../../domain/online-booking.js';

interface RequestRow {
  id: string;
  serviceId: string;
  practitionerId: string;
  locationId: string;
  startsAt: Date;
  endsAt: Date;
  expiresAt: Date;
}

/** A booking as its visitor reads it, named from what the booking page offers. */
export function bookingResult(
  offer: PublicBooking,
  request: RequestRow,
  status: (typeof bookingStatuses)[number],
): PublicBookingResult {
  const location = offer.locations.find((candidate) => candidate.id === request.locationId);
  return {
    id: request.id,
    status,
    start: request.startsAt.toISOString(),
    end: request.endsAt.toISOString(),
    serviceName: offer.services.find((service) => service.id === request.serviceId)?.name ?? '',
    practitionerName:
      offer.practitioners.find((practitioner) => practitioner.id === request.practitionerId)
        ?.name ?? '',
    locationName: location?.name ?? '',
    locationAddress: location?.address ?? '',
    expiresAt: status === 'awaiting_verification' ? request.expiresAt.toISOString() : null,
  };
}
