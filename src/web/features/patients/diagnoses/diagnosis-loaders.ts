import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../lib/http';
import { queryClient } from '../../../lib/query-client';
import { ensureRouteData } from '../../../lib/route-data';
import { requireUuidParam } from '../../../lib/route-params';
import { patientQuery } from '../patient-api';
import { diagnosisQuery } from './diagnosis-api';

/**
 * The diagnosis, before the screen shows. None at all, or one of another clinic or patient,
 * answers 404 and reaches the route error screen as 'page not found'. A 403 (assistants may not see clinical data) renders the screen's own 'not allowed'
 * message instead, with the way back to the patient.
 */
async function loadDiagnosis({ params }: LoaderFunctionArgs) {
  const patientId = requireUuidParam(params.id);
  const diagnosisId = requireUuidParam(params.diagnosisId);
  // The patient's name is only for the way back: its failure must not stop the screen.
  void queryClient.prefetchQuery(patientQuery(patientId));
  const failure = await ensureRouteData(diagnosisQuery(patientId, diagnosisId), {
    leaveToScreen: true,
  });
  const forbidden = failure instanceof ApiError && failure.status === 403;
  if (failure && !forbidden) throw failure;
  return { patientId, diagnosisId, forbidden };
}

export const diagnosisLoader = loadDiagnosis;
export const editDiagnosisLoader = loadDiagnosis;

/** diagnoses/new: the patient must exist in this clinic (else 404). */
export { patientLoader as newDiagnosisLoader } from '../loaders';
