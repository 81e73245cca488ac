import { and, eq, inArray } from 'drizzle-orm';
import type { OpeningHours } from '../../domain/scheduling.js';
import type { Db } from './client.js';
import {
  clinics,
  locations,
  memberships,
  rooms,
  serviceLocations,
  servicePractitioners,
  services,
  users,
} from './schema.js';

const weekday = { open: '08:00', close: '20:00' };
/** Monday to Friday 08:00–20:00, Saturday 09:00–14:00, closed on Sunday (index 0). */
const demoOpeningHours: OpeningHours = [
  null,
  weekday,
  weekday,
  weekday,
  weekday,
  weekday,
  { open: '09:00', close: '14:00' },
];

/** Two places in Novi Sad: the clinic's address is Centar's; Liman opens shorter hours. */
const demoLocations = [
  {
    name: 'Centar',
    address: 'Bulevar oslobođenja 46, 21000 Novi Sad, Serbia',
    phone: '+381 21 555 0142',
    openingHours: demoOpeningHours,
    rooms: ['Treatment room 1', 'Gym'],
  },
  {
    name: 'Liman',
    address: 'Bulevar cara Lazara 79, 21000 Novi Sad, Serbia',
    phone: '+381 21 555 0143',
    openingHours: [
      null,
      { open: '09:00', close: '17:00' },
      { open: '09:00', close: '17:00' },
      { open: '12:00', close: '20:00' },
      { open: '09:00', close: '17:00' },
      { open: '09:00', close: '17:00' },
      null,
    ] satisfies OpeningHours,
    rooms: ['Treatment room 2'],
  },
];

/**
 * Colours from the web app's calendar swatches (features/clinic/calendar-colors); services not
 * named here start their visit notes from the follow-up template.
 */
const demoServices = [
  {
    name: 'Initial assessment',
    durationMinutes: 60,
    priceMinor: 9000,
    color: '#0c7a81',
    noteTemplate: 'initial_assessment' as const,
    // Time to write up the assessment before the next patient.
    bufferAfterMinutes: 10,
  },
  { name: 'Follow-up treatment', durationMinutes: 45, priceMinor: 6500, color: '#1c7ed6' },
  {
    name: 'Sports massage',
    durationMinutes: 30,
    priceMinor: 4500,
    color: '#9c36b5',
    bufferBeforeMinutes: 5,
  },
  { name: 'Manual therapy', durationMinutes: 45, priceMinor: 7000, color: '#3b5bdb' },
  {
    name: 'Discharge review',
    durationMinutes: 30,
    priceMinor: 5000,
    color: '#2f9e44',
    noteTemplate: 'discharge' as const,
  },
];

/** The demo clinic's settings, rooms and services, so the calendar has something to book. */
export async function seedDemoScheduling(tx: Db, clinicId: string): Promise<void> {
  await tx
    .update(clinics)
    .set({
      address: 'Bulevar oslobođenja 46, 21000 Novi Sad, Serbia',
      phone: '+381 21 555 0142',
      email: 'hello@demo-physio.example',
      openingHours: demoOpeningHours,
      remindersEnabled: true,
      reminderHoursBefore: 24,
      cancellationPolicy:
        'Please cancel or reschedule at least 24 hours before your appointment. ' +
        'Late cancellations and missed appointments may be charged in full.',
      // Physiotherapy is exempt from VAT here: the prices are what patients pay.
      currency: 'EUR',
      locale: 'en-IE',
      taxRateBasisPoints: 0,
      pricesIncludeTax: true,
      settingsSavedAt: new Date(),
    })
    .where(eq(clinics.id, clinicId));
  for (const { rooms: roomNames, ...location } of demoLocations) {
    const [row] = await tx
      .insert(locations)
      .values({ clinicId, ...location })
      .returning({ id: locations.id });
    await tx
      .insert(rooms)
      .values(roomNames.map((name) => ({ clinicId, locationId: row!.id, name })));
  }
  await tx
    .insert(services)
    .values(demoServices.map((service) => ({ clinicId, currency: 'EUR', ...service })));
}

/** Sports massage is given in Centar's gym, by the two therapists who do sports work. */
const sportsMassageOffering = {
  service: 'Sports massage',
  location: 'Centar',
  practitioners: ['therapist1@demo-physio.example', 'therapist2@demo-physio.example'],
};

/** Where and by whom demo services are offered; the others: everywhere, by everyone. Needs the team. */
export async function seedDemoServiceOfferings(tx: Db, clinicId: string): Promise<void> {
  const { service: serviceName, location: locationName, practitioners } = sportsMassageOffering;
  const [service] = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.clinicId, clinicId), eq(services.name, serviceName)));
  const [location] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.clinicId, clinicId), eq(locations.name, locationName)));
  const members = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.clinicId, clinicId), inArray(users.email, practitioners)));
  await tx
    .insert(serviceLocations)
    .values({ clinicId, serviceId: service!.id, locationId: location!.id });
  await tx
    .insert(servicePractitioners)
    .values(
      members.map(({ userId }) => ({ clinicId, serviceId: service!.id, practitionerId: userId })),
    );
}
