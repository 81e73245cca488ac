import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../lib/http';
import { queryClient } from '../../../lib/query-client';
import { notFound, requireUuidParam } from '../../../lib/route-params';
import { patientQuery } from '../patient-api';
import { diagnosisQuery } from './diagnosis-api';

/**
 * The diagnosis, before the screen shows (`idx` is the diagnosis id). None at all, or one of
 * another clinic or patient, answers 404 and reaches the route error screen as 'page not
 * found'. A 403 (assistants may not see clinical data) renders the screen's own 'not allowed'
 * message instead, with the way back to the patient.
 */
async function loadDiagnosis({ params }: LoaderFunctionArgs) {
  const patientId = requireUuidParam(params.id);
  const diagnosisId = requireUuidParam(params.idx);
  // The patient's name is only for the way back: its failure must not stop the screen.
  void queryClient.prefetchQuery(patientQuery(patientId));
  try {
    await queryClient.ensureQueryData(diagnosisQuery(patientId, diagnosisId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    if (error instanceof ApiError && error.status === 403)
      return { patientId, diagnosisId, forbidden: true };
    throw error;
  }
  return { patientId, diagnosisId, forbidden: false };
}

export const diagnosisLoader = loadDiagnosis;
export const editDiagnosisLoader = loadDiagnosis;

/** diagnoses/new: the patient must exist in this clinic (else 404). */
export async function newDiagnosisLoader({ params }: LoaderFunctionArgs) {
  const patientId = requireUuidParam(params.id);
  try {
    await queryClient.ensureQueryData(patientQuery(patientId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
  return { patientId };
}
