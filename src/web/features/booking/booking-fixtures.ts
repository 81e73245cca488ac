import type {
  PublicBooking,
  PublicBookingResult,
  PublicSlot,
} from '../../../domain/online-booking.js';

export const SLUG = 'demo-physio';
export const API = `/api/v1/public/clinics/${SLUG}`;

export const CENTRE = '00000000-0000-4000-8000-0000000000a1';
export const RIVERSIDE = '00000000-0000-4000-8000-0000000000a2';
export const ANA = '00000000-0000-4000-8000-0000000000b1';
export const JELENA = '00000000-0000-4000-8000-0000000000b2';
export const SESSION = '00000000-0000-4000-8000-0000000000c1';
export const ASSESSMENT = '00000000-0000-4000-8000-0000000000c2';
export const BOOKING_ID = '00000000-0000-4000-8000-0000000000d1';

/** One location in Berlin, two practitioners, two services. */
export const offer: PublicBooking = {
  clinic: {
    name: 'Spree Physio',
    slug: SLUG,
    timeZone: 'Europe/Berlin',
    locale: 'en-GB',
    currency: 'EUR',
    logoUrl: null,
    phone: '+49 30 1234567',
    email: 'desk@spree-physio.example',
    message: 'Please bring comfortable clothes.',
    newPatientsAllowed: true,
    minNoticeMinutes: 120,
    maxDaysAhead: 20,
    changeWindowHours: 24,
  },
  locations: [{ id: CENTRE, name: 'Mitte', address: 'Torstraße 1, Berlin' }],
  services: [
    {
      id: SESSION,
      name: 'Physiotherapy session',
      durationMinutes: 45,
      priceCents: 6500,
      locationIds: [CENTRE],
      practitionerIds: [ANA, JELENA],
    },
    {
      id: ASSESSMENT,
      name: 'First assessment',
      durationMinutes: 60,
      priceCents: 8000,
      locationIds: [CENTRE],
      practitionerIds: [ANA],
    },
  ],
  practitioners: [
    { id: ANA, name: 'Ana Marković', title: 'Physiotherapist' },
    { id: JELENA, name: 'Jelena Ilić', title: 'Sports physiotherapist' },
  ],
};

/** The same clinic with a second location, where only the assessment is offered. */
export const twoLocationOffer: PublicBooking = {
  ...offer,
  locations: [...offer.locations, { id: RIVERSIDE, name: 'Riverside', address: 'Ufer 9, Berlin' }],
  services: [offer.services[0]!, { ...offer.services[1]!, locationIds: [RIVERSIDE] }],
};

export const slot = (start: string, practitionerId: string, minutes = 45): PublicSlot => ({
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  practitionerId,
  locationId: CENTRE,
});

export const heldBooking = (
  start: string,
  practitionerName = 'Ana Marković',
): PublicBookingResult => ({
  id: BOOKING_ID,
  status: 'awaiting_verification',
  start,
  end: new Date(Date.parse(start) + 45 * 60_000).toISOString(),
  serviceName: 'Physiotherapy session',
  practitionerName,
  locationName: 'Mitte',
  locationAddress: 'Torstraße 1, Berlin',
  expiresAt: new Date(Date.parse('2026-11-30T07:10:00Z')).toISOString(),
});
