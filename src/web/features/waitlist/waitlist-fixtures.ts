import type { ClinicSettings } from '../../../domain/clinic-settings.js';
import type { Location } from '../../../domain/locations.js';
import type { Service } from '../../../domain/services.js';
import type { Offer, Wish } from '../../../domain/waitlist.js';
import { demoOwnerMember, demoTherapistMember } from '../../test/api-mock';

export const IVANA = '00000000-0000-4000-8000-0000000000a1';
export const MARKO = '00000000-0000-4000-8000-0000000000a2';
export const SESSION = '00000000-0000-4000-8000-0000000000b1';
export const MASSAGE = '00000000-0000-4000-8000-0000000000b2';
export const CENTRE = '00000000-0000-4000-8000-0000000000c1';
export const RIVERSIDE = '00000000-0000-4000-8000-0000000000c2';
export const WISH_IVANA = '00000000-0000-4000-8000-0000000000d1';
export const WISH_MARKO = '00000000-0000-4000-8000-0000000000d2';
export const OFFER_TAKEN = '00000000-0000-4000-8000-0000000000e1';
export const OFFER_OPEN = '00000000-0000-4000-8000-0000000000e2';
export const BOOKED_VISIT = '00000000-0000-4000-8000-0000000000f1';

/** A clinic in Berlin that writes dates the British way. */
export const settings: ClinicSettings = {
  name: 'Demo Physio Clinic',
  address: '',
  phone: '',
  email: '',
  logoUrl: null,
  timeZone: 'Europe/Berlin',
  openingHours: [null, ...Array(5).fill({ open: '08:00', close: '20:00' }), null],
  rooms: [],
  remindersEnabled: false,
  reminderHoursBefore: 24,
  cancellationPolicy: '',
  currency: 'EUR',
  locale: 'en-GB',
  taxRateBasisPoints: 0,
  pricesIncludeTax: false,
  slotSpacingMinutes: 15,
  cliniciansEditOwnSchedule: false,
  taxNumber: '',
  paymentInstructions: '',
  invoiceDueDays: 14,
  autoDraftInvoices: true,
  noShowFeeKind: 'none',
  noShowFeeValue: 0,
  lateCancelFeeKind: 'none',
  lateCancelFeeValue: 0,
  lateCancelWindowHours: 24,
};

const service = (id: string, name: string, overrides: Partial<Service> = {}): Service => ({
  id,
  name,
  durationMinutes: 45,
  priceMinor: 6500,
  currency: 'EUR',
  color: '#1c7ed6',
  noteTemplate: 'follow_up',
  active: true,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  locationIds: [],
  practitionerIds: [],
  ...overrides,
});

/** The session everyone offers everywhere; the massage only Jelena, only at Riverside. */
export const services: Service[] = [
  service(SESSION, 'Physiotherapy session'),
  service(MASSAGE, 'Sports massage', {
    locationIds: [RIVERSIDE],
    practitionerIds: [demoTherapistMember.userId],
  }),
];

const location = (id: string, name: string): Location => ({
  id,
  name,
  address: '',
  phone: '',
  openingHours: [],
  active: true,
});
export const locations: Location[] = [location(CENTRE, 'Mitte'), location(RIVERSIDE, 'Riverside')];

export const wish = (overrides: Partial<Wish> = {}): Wish => ({
  id: WISH_IVANA,
  patientId: IVANA,
  patientName: 'Ivana Lukić',
  serviceId: SESSION,
  serviceName: 'Physiotherapy session',
  practitionerId: null,
  practitionerName: null,
  locationId: null,
  locationName: null,
  weekdays: [5, 1, 3],
  from: '08:00',
  to: '12:00',
  until: '2026-12-28',
  note: '',
  status: 'waiting',
  source: 'staff',
  appointmentId: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

/** Ivana waits for anyone anywhere; Marko, from the portal, for Ana at Mitte. */
export const waitingWishes: Wish[] = [
  wish(),
  wish({
    id: WISH_MARKO,
    patientId: MARKO,
    patientName: 'Marko Petrović',
    practitionerId: demoOwnerMember.userId,
    practitionerName: 'Ana Marković',
    locationId: CENTRE,
    locationName: 'Mitte',
    weekdays: [2],
    from: '16:00',
    to: '20:00',
    until: '2027-01-15',
    source: 'portal',
  }),
];

/** Tuesday 1 December 09:00 in Berlin, taken by Ivana; Thursday 3 December 15:00, still open. */
export const offers: Offer[] = [
  {
    id: OFFER_TAKEN,
    start: '2026-12-01T08:00:00.000Z',
    end: '2026-12-01T08:45:00.000Z',
    practitionerId: demoOwnerMember.userId,
    practitionerName: 'Ana Marković',
    locationId: CENTRE,
    locationName: 'Mitte',
    status: 'taken',
    expiresAt: '2026-11-30T19:00:00.000Z',
    createdAt: '2026-11-30T07:00:00.000Z',
    appointmentId: BOOKED_VISIT,
    recipients: [
      {
        wishId: WISH_IVANA,
        patientId: IVANA,
        patientName: 'Ivana Lukić',
        serviceName: 'Physiotherapy session',
        outcome: 'accepted',
        respondedAt: '2026-11-30T07:10:00.000Z',
      },
      {
        wishId: WISH_MARKO,
        patientId: MARKO,
        patientName: 'Marko Petrović',
        serviceName: 'Physiotherapy session',
        outcome: 'taken_by_other',
        respondedAt: null,
      },
    ],
  },
  {
    id: OFFER_OPEN,
    start: '2026-12-03T14:00:00.000Z',
    end: '2026-12-03T14:45:00.000Z',
    practitionerId: demoTherapistMember.userId,
    practitionerName: 'Jelena Ilić',
    locationId: RIVERSIDE,
    locationName: 'Riverside',
    status: 'open',
    expiresAt: '2026-12-01T20:00:00.000Z',
    createdAt: '2026-12-01T08:00:00.000Z',
    appointmentId: null,
    recipients: [
      {
        wishId: WISH_MARKO,
        patientId: MARKO,
        patientName: 'Marko Petrović',
        serviceName: 'Physiotherapy session',
        outcome: 'offered',
        respondedAt: null,
      },
    ],
  },
];
