import { availableSlots, workingTime, type Slot } from '../../../domain/availability.js';
import type {
  AvailabilityQuery,
  WorkingTimeQuery,
  WorkingTimeResponse,
} from '../../../domain/availability-query.js';
import { intersect } from '../../../domain/intervals.js';
import type { AppContext } from '../../context.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { loadAvailabilityInput, loadWorkingTimeRows } from './load-availability.js';

/** The free slots of a service in [from, to), of every practitioner and location or one. */
export async function findAvailableSlots(
  ctx: AppContext,
  actor: ClinicActor,
  query: AvailabilityQuery,
): Promise<Slot[]> {
  const input = await loadAvailabilityInput(ctx.db, actor.clinicId, {
    serviceId: query.serviceId,
    from: new Date(query.from),
    to: new Date(query.to),
    practitionerId: query.practitionerId,
    locationId: query.locationId,
  });
  return availableSlots(input);
}

/**
 * When each practitioner works in [from, to), per location: their hours and extra shifts, less
 * breaks and leave. A member without any weekly rule works whenever the locations are open.
 */
export async function practitionersWorkingTime(
  ctx: AppContext,
  actor: ClinicActor,
  query: WorkingTimeQuery,
): Promise<WorkingTimeResponse> {
  const range = { start: Date.parse(query.from), end: Date.parse(query.to) };
  const rows = await loadWorkingTimeRows(ctx.db, actor.clinicId, {
    from: new Date(range.start),
    to: new Date(range.end),
    locationId: query.locationId,
  });
  return {
    practitioners: rows.practitioners.map(({ practitionerId, schedule }) => ({
      practitionerId,
      working: rows.locations
        .flatMap(({ locationId }) =>
          intersect(workingTime(schedule, locationId, rows.dates, rows.timeZone), [range]).map(
            (span) => ({ start: span.start, end: span.end, locationId }),
          ),
        )
        .sort((a, b) => a.start - b.start || a.locationId.localeCompare(b.locationId))
        .map((span) => ({
          start: new Date(span.start).toISOString(),
          end: new Date(span.end).toISOString(),
          locationId: span.locationId,
        })),
    })),
  };
}
