import { and, asc, desc, eq, isNotNull, lt, ne } from 'drizzle-orm';
import { DAY_MS, localDayOf } from '../../domain/clinic-time.js';
import { newSecureToken } from '../secure-tokens.js';
import type { Db } from './client.js';
import {
  appointments,
  clinics,
  locations,
  memberships,
  patients,
  services,
  waitlistOfferRecipients,
  waitlistOffers,
  waitlistWishes,
} from './schema.js';

/**
 * The demo clinic's waitlist: patients waiting for different services, with anyone or one
 * practitioner, and one freed time of last week that a patient took while another was told it
 * was taken, so the Offers view has history. Call after the appointments are seeded.
 */
export async function seedDemoWaitlist(tx: Db, clinicId: string, now: Date): Promise<void> {
  const [clinic] = await tx
    .select({ timeZone: clinics.timeZone })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  const today = localDayOf(now, clinic!.timeZone).date;
  const dayFrom = (offset: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
  const demoPatients = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.clinicId, clinicId), ne(patients.email, '')))
    .orderBy(asc(patients.lastName), asc(patients.firstName))
    .limit(8);
  const demoServices = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.clinicId, clinicId), eq(services.active, true)))
    .orderBy(asc(services.name));
  const practitioners = await tx
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.clinicId, clinicId), eq(memberships.takesAppointments, true)))
    .orderBy(asc(memberships.createdAt), asc(memberships.userId));
  const [location] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.clinicId, clinicId))
    .orderBy(asc(locations.createdAt), asc(locations.id))
    .limit(1);
  if (demoPatients.length < 6 || demoServices.length < 2 || practitioners.length === 0) return;

  const serviceAt = (index: number) => demoServices[index % demoServices.length]!.id;
  const practitionerAt = (index: number) => practitioners[index % practitioners.length]!.id;
  const waiting = [
    { patient: 0, service: 0, practitioner: null, days: [1, 3, 5], from: '08:00', to: '12:00' },
    { patient: 1, service: 1, practitioner: 0, days: [2, 4], from: '14:00', to: '19:00' },
    {
      patient: 2,
      service: 2,
      practitioner: null,
      days: [1, 2, 3, 4, 5],
      from: '07:30',
      to: '10:00',
    },
    { patient: 3, service: 0, practitioner: 1, days: [6], from: '09:00', to: '13:00' },
  ];
  await tx.insert(waitlistWishes).values(
    waiting.map((wish, i) => ({
      clinicId,
      patientId: demoPatients[wish.patient]!.id,
      serviceId: serviceAt(wish.service),
      practitionerId: wish.practitioner === null ? null : practitionerAt(wish.practitioner),
      locationId: i === 1 ? (location?.id ?? null) : null,
      weekdays: wish.days,
      fromTime: wish.from,
      toTime: wish.to,
      until: dayFrom(30 + i * 7),
      note: i === 0 ? 'Can come at short notice.' : '',
      source: i % 2 === 0 ? ('staff' as const) : ('portal' as const),
      createdAt: new Date(now.getTime() - (waiting.length - i) * DAY_MS),
    })),
  );

  // A visit of last week that came from the waitlist: its patient took the freed time first.
  const [visit] = await tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, clinicId),
        isNotNull(appointments.patientId),
        isNotNull(appointments.serviceId),
        lt(appointments.startsAt, new Date(now.getTime() - 2 * DAY_MS)),
      ),
    )
    .orderBy(desc(appointments.startsAt))
    .limit(1);
  if (!visit) return;
  const offeredAt = new Date(visit.startsAt.getTime() - DAY_MS);
  const other = demoPatients.find((patient) => patient.id !== visit.patientId)!;
  const wishes = await tx
    .insert(waitlistWishes)
    .values([
      {
        clinicId,
        patientId: visit.patientId!,
        serviceId: visit.serviceId!,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        fromTime: '07:00',
        toTime: '21:00',
        until: dayFrom(14),
        status: 'booked' as const,
        source: 'portal' as const,
        appointmentId: visit.id,
        createdAt: new Date(offeredAt.getTime() - 7 * DAY_MS),
      },
      {
        clinicId,
        patientId: other.id,
        serviceId: visit.serviceId!,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        fromTime: '07:00',
        toTime: '21:00',
        until: dayFrom(21),
        source: 'staff' as const,
        createdAt: new Date(offeredAt.getTime() - 5 * DAY_MS),
      },
    ])
    .returning({ id: waitlistWishes.id });
  const [offer] = await tx
    .insert(waitlistOffers)
    .values({
      clinicId,
      practitionerId: visit.therapistId,
      locationId: visit.locationId,
      roomId: visit.roomId,
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      status: 'taken',
      expiresAt: new Date(offeredAt.getTime() + 12 * 60 * 60 * 1000),
      appointmentId: visit.id,
      createdAt: offeredAt,
    })
    .returning({ id: waitlistOffers.id });
  const answeredAt = new Date(offeredAt.getTime() + 40 * 60 * 1000);
  await tx.insert(waitlistOfferRecipients).values(
    wishes.map((wish, i) => ({
      clinicId,
      offerId: offer!.id,
      wishId: wish.id,
      // Nobody holds the mailed links of the demo: their tokens are thrown away.
      tokenHash: newSecureToken().hash,
      outcome: i === 0 ? ('accepted' as const) : ('taken_by_other' as const),
      respondedAt: answeredAt,
      createdAt: offeredAt,
    })),
  );
}
