import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { wallClockOf, wallMidnight, instantOfWallClock } from '../../domain/clinic-time.js';
import type { Db } from './client.js';
import { appointments, clinics, services, visitNotes } from './schema.js';

/** Invented findings, one per visit in turn. */
const demoFindings = [
  {
    subjective: 'Pain 4/10 after work, better in the morning. Sleeping through the night now.',
    objective: 'Lumbar flexion to mid-shin, pain at end range. SLR negative both sides.',
    assessment: 'Mechanical low back pain, improving.',
    plan: 'Progress core loading; review home exercises next visit.',
  },
  {
    subjective: 'Knee feels stronger; stairs without the rail. Some stiffness after sitting.',
    objective: 'Flexion 118°, extension 0°. Single-leg squat with slight valgus.',
    assessment: 'Post-ACL reconstruction, on track for week 12 goals.',
    plan: 'Add lateral step-downs; start straight-line jogging in two weeks.',
  },
  {
    subjective: 'Ankle gave way once on uneven ground this week.',
    objective: 'Balance on foam 12 s (left) vs 30 s (right). No swelling.',
    assessment: 'Chronic ankle instability, proprioception still reduced.',
    plan: 'Balance progressions daily; hop tests at the next visit.',
  },
  {
    subjective: 'Neck pain 3/10, headaches twice this week instead of daily.',
    objective: 'Cervical rotation 70° both sides. Deep neck flexor endurance 22 s.',
    assessment: 'Cervicogenic headache, responding to treatment.',
    plan: 'Continue deep neck flexor work; workstation set-up reviewed.',
  },
];

/**
 * Signed notes for the demo's completed visits of earlier days, so the clinic looks worked in;
 * today's completed visits are left to write (one of them as a draft), as at the end of a day.
 */
export async function seedDemoVisitNotes(tx: Db, clinicId: string, now: Date): Promise<void> {
  const [clinic] = await tx
    .select({ timeZone: clinics.timeZone })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  const startOfToday = instantOfWallClock(
    wallMidnight(wallClockOf(now, clinic!.timeZone)),
    clinic!.timeZone,
  );
  const visits = await tx
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      therapistId: appointments.therapistId,
      endsAt: appointments.endsAt,
      template: services.noteTemplate,
    })
    .from(appointments)
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .where(
      and(
        eq(appointments.clinicId, clinicId),
        eq(appointments.status, 'completed'),
        isNotNull(appointments.patientId),
        lt(appointments.startsAt, now),
      ),
    )
    .orderBy(appointments.startsAt);
  const draftedBy = new Set<string>();
  const notes = visits.flatMap((visit, i) => {
    const earlierDay = visit.endsAt < startOfToday;
    if (!earlierDay && draftedBy.has(visit.therapistId)) return [];
    if (!earlierDay) draftedBy.add(visit.therapistId);
    return [
      {
        clinicId,
        patientId: visit.patientId!,
        appointmentId: visit.id,
        template: visit.template ?? 'follow_up',
        ...demoFindings[i % demoFindings.length]!,
        status: earlierDay ? ('signed' as const) : ('draft' as const),
        authorId: visit.therapistId,
        signedById: earlierDay ? visit.therapistId : null,
        signedAt: earlierDay ? visit.endsAt : null,
        createdAt: visit.endsAt,
        updatedAt: visit.endsAt,
      },
    ];
  });
  if (notes.length > 0) await tx.insert(visitNotes).values(notes);
}
