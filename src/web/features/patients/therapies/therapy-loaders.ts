import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../lib/http';
import { queryClient } from '../../../lib/query-client';
import { notFound, requireUuidParam } from '../../../lib/route-params';
import { treatmentPlanQuery } from '../therapy-api';
import { patientDiagnosesQuery } from '../patient-api';

/**
 * Reads what a screen needs before it shows. A patient or plan the API does not find (or one of
 * another clinic) is the 'page not found' screen; a refusal (403, assistants) or any other
 * failure is left to the screen, which explains it or offers to try again.
 */
async function prefetch(read: () => Promise<unknown>) {
  try {
    await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
  }
}

/** `patients/{id}/therapies/{idx}` and `.../edit`: `idx` is the treatment plan id. */
async function loadTherapy({ params }: LoaderFunctionArgs) {
  const patientId = requireUuidParam(params.id);
  const treatmentPlanId = requireUuidParam(params.idx);
  await prefetch(() => queryClient.ensureQueryData(treatmentPlanQuery(patientId, treatmentPlanId)));
  return { patientId, treatmentPlanId };
}

export const therapyLoader = loadTherapy;
export const editTherapyLoader = loadTherapy;

/** `patients/{id}/therapies/new`: the patient's diagnoses to link the plan to. */
export async function newTherapyLoader({ params }: LoaderFunctionArgs) {
  const patientId = requireUuidParam(params.id);
  await prefetch(() => queryClient.ensureQueryData(patientDiagnosesQuery(patientId)));
  return { patientId };
}
