import { instantOfWallClock } from '../../domain/clinic-time.js';
import type { TestContext } from './app.js';
import { signedInMember } from './fixtures.js';
import { setClinicTimeZone } from './scheduling-fixtures.js';
import { addMember } from './team-fixtures.js';

export const CLINIC_ZONE = 'Europe/Belgrade';

/** An instant given as the clinic's local date and 'HH:mm', as ISO. */
export const local = (day: string, hhmm: string, timeZone = CLINIC_ZONE) =>
  instantOfWallClock(Date.parse(`${day}T${hhmm}:00Z`), timeZone).toISOString();

/** A Belgrade clinic with an owner (signed in) and a therapist; opening hours by default. */
export async function schedulingClinic(ctx: TestContext) {
  const owner = await signedInMember(ctx, 'owner');
  await setClinicTimeZone(ctx.database.db, owner.clinicId, CLINIC_ZONE);
  const therapist = await addMember(ctx.database.db, owner.clinicId, 'therapist');
  return { ...owner, therapistId: therapist.user.id };
}

export function apiCaller(ctx: TestContext) {
  return (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    cookie?: string,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
}
