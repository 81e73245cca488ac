import { and, asc, eq, gte, inArray, isNull, lt, gt, ne, notInArray, or, sql } from 'drizzle-orm';
import {
  MINUTE_MS,
  minutesOfDay,
  wallClockOf,
  wallDate,
  wallMidnight,
} from '../../../domain/clinic-time.js';
import { OFFER_HOURS } from '../../../domain/waitlist.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  appointments,
  locations,
  patients,
  serviceLocations,
  servicePractitioners,
  services,
  users,
  waitlistOfferRecipients,
  waitlistOffers,
  waitlistWishes,
} from '../../db/schema.js';
import { newSecureToken } from '../../secure-tokens.js';
import { queueClinicMail } from '../../clinic/clinic-mail.js';
import { appointmentTimeText } from '../appointment-mail/service.js';
import { waitlistClinicOf } from './waitlist-clinic.js';

type AppointmentRow = typeof appointments.$inferSelect;

/** A visit in these statuses holds time that another patient could have. */
const OFFERABLE: ReadonlySet<AppointmentRow['status']> = new Set(['scheduled', 'confirmed']);
const HOUR_MS = 60 * MINUTE_MS;

/** Each wish's visit would start when the freed time starts and last its service's length. */
interface Candidate {
  wishId: string;
  patientId: string;
  firstName: string;
  email: string;
  serviceName: string;
  durationMinutes: number;
  fromTime: string;
  toTime: string;
}

/**
 * Waiting wishes the freed time of `freed` matches: its practitioner (or anyone) and location (or
 * any) give the wish's service, which fits in the freed span; its weekday, and the visit from its
 * start, lie within the wish's days, hours and last day, in the clinic's time zone. Never the
 * freed visit's own patient, and one wish per patient (the oldest).
 */
async function matchingWishes(
  tx: Db,
  freed: AppointmentRow,
  timeZone: string,
): Promise<Candidate[]> {
  const spanMinutes = (freed.endsAt.getTime() - freed.startsAt.getTime()) / MINUTE_MS;
  const startWall = wallClockOf(freed.startsAt, timeZone);
  const weekday = new Date(startWall).getUTCDay();
  const rows = await tx
    .select({
      wishId: waitlistWishes.id,
      patientId: waitlistWishes.patientId,
      firstName: patients.firstName,
      email: patients.email,
      serviceName: services.name,
      durationMinutes: services.durationMinutes,
      fromTime: waitlistWishes.fromTime,
      toTime: waitlistWishes.toTime,
    })
    .from(waitlistWishes)
    .innerJoin(
      services,
      and(
        eq(services.clinicId, waitlistWishes.clinicId),
        eq(services.id, waitlistWishes.serviceId),
      ),
    )
    .innerJoin(
      patients,
      and(
        eq(patients.clinicId, waitlistWishes.clinicId),
        eq(patients.id, waitlistWishes.patientId),
      ),
    )
    .where(
      and(
        eq(waitlistWishes.clinicId, freed.clinicId),
        eq(waitlistWishes.status, 'waiting'),
        ne(waitlistWishes.patientId, freed.patientId!),
        ne(patients.email, ''),
        eq(services.active, true),
        sql`${services.durationMinutes} <= ${spanMinutes}`,
        or(
          isNull(waitlistWishes.practitionerId),
          eq(waitlistWishes.practitionerId, freed.therapistId),
        ),
        freed.locationId
          ? or(isNull(waitlistWishes.locationId), eq(waitlistWishes.locationId, freed.locationId))
          : isNull(waitlistWishes.locationId),
        sql`${weekday} = any(${waitlistWishes.weekdays})`,
        gte(waitlistWishes.until, wallDate(startWall)),
        sql`(not exists (select 1 from ${servicePractitioners} sp where sp.clinic_id = ${services.clinicId} and sp.service_id = ${services.id})
          or exists (select 1 from ${servicePractitioners} sp where sp.clinic_id = ${services.clinicId} and sp.service_id = ${services.id} and sp.practitioner_id = ${freed.therapistId}))`,
        freed.locationId
          ? sql`(not exists (select 1 from ${serviceLocations} sl where sl.clinic_id = ${services.clinicId} and sl.service_id = ${services.id})
          or exists (select 1 from ${serviceLocations} sl where sl.clinic_id = ${services.clinicId} and sl.service_id = ${services.id} and sl.location_id = ${freed.locationId}))`
          : undefined,
      ),
    )
    .orderBy(asc(waitlistWishes.createdAt), asc(waitlistWishes.id));

  const dayStart = wallMidnight(startWall);
  const startMinutes = (startWall - dayStart) / MINUTE_MS;
  const seen = new Set<string>();
  return rows.filter((row) => {
    const end = new Date(freed.startsAt.getTime() + row.durationMinutes * MINUTE_MS);
    const endMinutes = (wallClockOf(end, timeZone) - dayStart) / MINUTE_MS;
    const fits =
      minutesOfDay(row.fromTime) <= startMinutes && endMinutes <= minutesOfDay(row.toTime);
    if (!fits || seen.has(row.patientId)) return false;
    seen.add(row.patientId);
    return true;
  });
}

/**
 * The candidates whose visit would be free: the practitioner (in any clinic) and the patient have
 * nothing else then. Read inside the freeing transaction, after the change.
 */
async function freeFor(tx: Db, freed: AppointmentRow, candidates: Candidate[]) {
  if (candidates.length === 0) return [];
  const busy = await tx
    .select({
      therapistId: appointments.therapistId,
      patientId: appointments.patientId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
    })
    .from(appointments)
    .where(
      and(
        notInArray(appointments.status, ['cancelled', 'no_show']),
        lt(appointments.startsAt, freed.endsAt),
        gt(appointments.endsAt, freed.startsAt),
        or(
          eq(appointments.therapistId, freed.therapistId),
          and(
            eq(appointments.clinicId, freed.clinicId),
            inArray(
              appointments.patientId,
              candidates.map((candidate) => candidate.patientId),
            ),
          ),
        ),
      ),
    );
  return candidates.filter((candidate) => {
    const end = freed.startsAt.getTime() + candidate.durationMinutes * MINUTE_MS;
    return !busy.some(
      (visit) =>
        (visit.therapistId === freed.therapistId || visit.patientId === candidate.patientId) &&
        visit.startsAt.getTime() < end &&
        visit.endsAt.getTime() > freed.startsAt.getTime(),
    );
  });
}

/**
 * A visit was cancelled or moved away from its time (`freed` is its row before the change):
 * when waiting wishes match that time, it becomes one offer, mailed to each of them at once with
 * a link of its own. Call inside the changing transaction, after the change, so a change that
 * rolls back offers and mails nothing. Answers the offer's id, or null.
 */
export async function offerFreedTime(
  ctx: Pick<AppContext, 'clock' | 'config'>,
  tx: Db,
  freed: AppointmentRow,
): Promise<string | null> {
  if (!freed.patientId || !OFFERABLE.has(freed.status)) return null;
  const now = ctx.clock.now();
  const clinic = await waitlistClinicOf(tx, freed.clinicId);
  const latestExpiry = freed.startsAt.getTime() - clinic.noticeMinutes * MINUTE_MS;
  if (latestExpiry <= now.getTime()) return null;
  const candidates = await freeFor(tx, freed, await matchingWishes(tx, freed, clinic.timeZone));
  if (candidates.length === 0) return null;

  const [offer] = await tx
    .insert(waitlistOffers)
    .values({
      clinicId: freed.clinicId,
      practitionerId: freed.therapistId,
      locationId: freed.locationId,
      roomId: freed.roomId,
      startsAt: freed.startsAt,
      endsAt: freed.endsAt,
      freedAppointmentId: freed.id,
      expiresAt: new Date(Math.min(now.getTime() + OFFER_HOURS * HOUR_MS, latestExpiry)),
      createdAt: now,
    })
    .returning();
  const [names] = await tx
    .select({
      practitionerName: sql<string>`${users.name} || ' ' || ${users.lastName}`,
      locationName: locations.name,
    })
    .from(users)
    .leftJoin(
      locations,
      and(eq(locations.clinicId, freed.clinicId), eq(locations.id, freed.locationId ?? sql`null`)),
    )
    .where(eq(users.id, freed.therapistId));
  for (const candidate of candidates) {
    const { token, hash } = newSecureToken();
    const [recipient] = await tx
      .insert(waitlistOfferRecipients)
      .values({
        clinicId: freed.clinicId,
        offerId: offer!.id,
        wishId: candidate.wishId,
        tokenHash: hash,
        createdAt: now,
      })
      .returning({ id: waitlistOfferRecipients.id });
    await queueClinicMail(
      tx,
      ctx.clock,
      freed.clinicId,
      {
        template: 'waitlist-offer',
        to: candidate.email,
        data: {
          clinicName: clinic.name,
          firstName: candidate.firstName,
          when: appointmentTimeText(freed.startsAt, clinic.timeZone),
          serviceName: candidate.serviceName,
          practitionerName: names?.practitionerName ?? '',
          locationName: names?.locationName ?? '',
          link: new URL(`/waitlist/offers/${token}`, ctx.config.APP_ORIGIN).toString(),
          expires: appointmentTimeText(offer!.expiresAt, clinic.timeZone),
        },
      },
      {
        toPatient: true,
        entity: { type: 'waitlist_offer_recipient', id: recipient!.id },
        record: {
          clinicId: freed.clinicId,
          patientId: candidate.patientId,
          kind: 'waitlist_offer',
        },
      },
    );
  }
  return offer!.id;
}
