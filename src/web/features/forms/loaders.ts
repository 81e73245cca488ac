import type { LoaderFunctionArgs } from 'react-router';
import { can } from '../../../domain/permissions.js';
import { currentUserQuery } from '../../lib/current-user';
import { ApiError } from '../../lib/http';
import { queryClient } from '../../lib/query-client';
import { intakeFormQuery, intakeFormsQuery } from '../../lib/queries/intake-forms';
import { servicesQuery } from '../../lib/queries/services';
import { notFound, requireUuidParam } from '../../lib/route-params';

/** Whether the signed-in member manages the clinic's settings; others see a notice, no data. */
async function managesClinic() {
  const currentUser = await queryClient.ensureQueryData(currentUserQuery);
  if (!currentUser?.membership) throw notFound();
  return can(currentUser.membership.role, 'clinic.manage');
}

/** The forms and the services they are attached to; a failure shows on the screen with a retry. */
export async function intakeFormsLoader() {
  if (!(await managesClinic())) return null;
  void queryClient.prefetchQuery(servicesQuery);
  await queryClient.ensureQueryData(intakeFormsQuery).catch(() => undefined);
  return null;
}

/** A new form needs only the services, which may arrive after the builder shows. */
export async function newIntakeFormLoader() {
  if (await managesClinic()) void queryClient.prefetchQuery(servicesQuery);
  return null;
}

/** The form being edited; another clinic's, or none at all, is 'page not found'. */
export async function intakeFormLoader({ params }: LoaderFunctionArgs) {
  const formId = requireUuidParam(params.id);
  if (!(await managesClinic())) return { formId };
  void queryClient.prefetchQuery(servicesQuery);
  try {
    await queryClient.ensureQueryData(intakeFormQuery(formId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    // Anything else shows on the screen with a retry.
  }
  return { formId };
}
