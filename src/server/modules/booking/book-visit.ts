import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema.js';
import { queueAppointmentConfirmation } from '../appointment-mail/service.js';
import { recordAudit } from '../audit/service.js';

/** A visit a patient booked themselves: online, or by accepting a waitlist offer. */
export interface PatientBooking {
  clinicId: string;
  patientId: string;
  therapistId: string;
  serviceId: string;
  priceCents: number | null;
  roomId: string | null;
  locationId: string | null;
  startsAt: Date;
  endsAt: Date;
  notes: string;
  source: 'online_booking' | 'waitlist';
}

/**
 * Inserts the visit, audits it and queues its confirmation with the .ics, inside the caller's
 * transaction (which holds the practitioner's time lock). An overlap the exclusion constraints
 * refuse is the caller's to answer. Answers the new appointment's id.
 */
export async function bookPatientVisit(
  tx: Db,
  clock: Clock,
  booking: PatientBooking,
): Promise<string> {
  const now = clock.now();
  const { source, ...visit } = booking;
  const [appointment] = await tx
    .insert(appointments)
    .values({ ...visit, createdAt: now, updatedAt: now })
    .returning({ id: appointments.id });
  await recordAudit(tx, {
    action: 'appointment.create',
    clinicId: booking.clinicId,
    entityType: 'appointment',
    entityId: appointment!.id,
    meta: {
      patientId: booking.patientId,
      source,
      start: booking.startsAt.toISOString(),
      end: booking.endsAt.toISOString(),
    },
  });
  await queueAppointmentConfirmation(tx, clock, appointment!.id, { bookedByPatient: true });
  return appointment!.id;
}
