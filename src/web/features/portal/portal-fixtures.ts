import type { PublicBooking, PublicSlot } from '../../../domain/online-booking.js';
import type { Portal, PortalAppointment } from '../../../domain/portal.js';

export const SLUG = 'demo-physio';
export const PUBLIC_API = `/api/v1/public/clinics/${SLUG}`;
export const PORTAL_API = '/api/v1/portal';

export const CENTRE = '00000000-0000-4000-8000-0000000000a1';
export const RIVERSIDE = '00000000-0000-4000-8000-0000000000a2';
export const ANA = '00000000-0000-4000-8000-0000000000b1';
export const JELENA = '00000000-0000-4000-8000-0000000000b2';
export const SESSION = '00000000-0000-4000-8000-0000000000c1';
export const KNEE_VISIT = '00000000-0000-4000-8000-0000000000e1';
export const TODAY_VISIT = '00000000-0000-4000-8000-0000000000e2';
export const CANCELLED_VISIT = '00000000-0000-4000-8000-0000000000e3';

export const TOKEN = 'a'.repeat(43);

/** Mia Weber, a patient of a clinic in Berlin that lets visits change until 24 hours before. */
export const portal: Portal = {
  patient: { firstName: 'Mia', lastName: 'Weber' },
  clinic: {
    name: 'Spree Physio',
    slug: SLUG,
    timeZone: 'Europe/Berlin',
    locale: 'en-GB',
    phone: '+49 30 1234567',
    email: 'desk@spree-physio.example',
    logoUrl: null,
    changeWindowHours: 24,
  },
};

const visit = (
  id: string,
  start: string,
  overrides: Partial<PortalAppointment> = {},
): PortalAppointment => ({
  id,
  start,
  end: new Date(Date.parse(start) + 45 * 60_000).toISOString(),
  status: 'scheduled',
  serviceId: SESSION,
  serviceName: 'Physiotherapy session',
  practitionerId: ANA,
  practitionerName: 'Ana Marković',
  locationId: CENTRE,
  locationName: 'Mitte',
  locationAddress: 'Torstraße 1, Berlin',
  changeableUntil: new Date(Date.parse(start) - 24 * 3_600_000).toISOString(),
  ...overrides,
});

/** Tuesday 1 December, 09:00 in Berlin: still changeable online. */
export const kneeVisit = visit(KNEE_VISIT, '2026-12-01T08:00:00.000Z');
/** Today at 15:00: past its change window. */
export const todayVisit = visit(TODAY_VISIT, '2026-11-30T14:00:00.000Z', {
  serviceName: 'Sports massage',
  practitionerId: JELENA,
  practitionerName: 'Jelena Ilić',
});
/** Friday 4 December: cancelled by the clinic. */
export const cancelledVisit = visit(CANCELLED_VISIT, '2026-12-04T12:00:00.000Z', {
  status: 'cancelled',
  changeableUntil: null,
});

export const pastVisits: PortalAppointment[] = [
  visit('00000000-0000-4000-8000-0000000000f1', '2026-11-23T08:00:00.000Z', {
    status: 'completed',
    changeableUntil: null,
  }),
  visit('00000000-0000-4000-8000-0000000000f2', '2026-11-16T08:00:00.000Z', {
    status: 'completed',
    changeableUntil: null,
  }),
  visit('00000000-0000-4000-8000-0000000000f3', '2026-11-09T08:00:00.000Z', {
    status: 'no_show',
    changeableUntil: null,
  }),
  visit('00000000-0000-4000-8000-0000000000f4', '2026-03-03T09:00:00.000Z', {
    status: 'completed',
    serviceName: 'First assessment',
    changeableUntil: null,
  }),
];

/** What the public booking page offers: the horizon and the names of the free times. */
export const offer: PublicBooking = {
  clinic: {
    ...portal.clinic,
    currency: 'EUR',
    message: '',
    newPatientsAllowed: true,
    minNoticeMinutes: 120,
    maxDaysAhead: 20,
  },
  locations: [
    { id: CENTRE, name: 'Mitte', address: 'Torstraße 1, Berlin' },
    { id: RIVERSIDE, name: 'Riverside', address: 'Ufer 9, Berlin' },
  ],
  services: [
    {
      id: SESSION,
      name: 'Physiotherapy session',
      durationMinutes: 45,
      priceCents: 6500,
      locationIds: [CENTRE, RIVERSIDE],
      practitionerIds: [ANA, JELENA],
    },
  ],
  practitioners: [
    { id: ANA, name: 'Ana Marković', title: 'Physiotherapist' },
    { id: JELENA, name: 'Jelena Ilić', title: 'Sports physiotherapist' },
  ],
};

export const slot = (start: string, practitionerId: string, locationId = CENTRE): PublicSlot => ({
  start,
  end: new Date(Date.parse(start) + 45 * 60_000).toISOString(),
  practitionerId,
  locationId,
});
