import type { LoaderFunctionArgs } from 'react-router';
import { ensureRouteData } from '../../../lib/route-data';
import { requireUuidParam } from '../../../lib/route-params';
import { treatmentPlanQuery } from '../therapy-api';
import { patientDiagnosesQuery } from '../patient-api';

/**
 * `patients/{id}/therapies/{treatmentPlanId}` and `.../edit`. A plan not found (or another
 * clinic's) is 'page not found'; a 403 or any other failure is left to the screen, which explains
 * it or offers to try again.
 */
async function loadTherapy({ params }: LoaderFunctionArgs) {
  const patientId = requireUuidParam(params.id);
  const treatmentPlanId = requireUuidParam(params.treatmentPlanId);
  await ensureRouteData(treatmentPlanQuery(patientId, treatmentPlanId), { leaveToScreen: true });
  return { patientId, treatmentPlanId };
}

export const therapyLoader = loadTherapy;
export const editTherapyLoader = loadTherapy;

/** `patients/{id}/therapies/new`: the patient's diagnoses to link the plan to. */
export async function newTherapyLoader({ params }: LoaderFunctionArgs) {
  const patientId = requireUuidParam(params.id);
  await ensureRouteData(patientDiagnosesQuery(patientId), { leaveToScreen: true });
  return { patientId };
}
