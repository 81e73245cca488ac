import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { clinicSettingsQuery } from '../../lib/queries/clinic-settings';
import { invoiceQuery } from '../../lib/queries/invoices';
import { ensureRouteData } from '../../lib/route-data';
import { requireUuidParam } from '../../lib/route-params';

/** Amounts show in the clinic's currency and locale: its settings load with the screen. */
const settings = () => queryClient.ensureQueryData(clinicSettingsQuery).catch(() => undefined);

/** The invoice before its page shows; none, or another clinic's, is 'page not found'. */
export async function invoiceLoader({ params }: LoaderFunctionArgs) {
  const invoiceId = requireUuidParam(params.invoiceId);
  await Promise.all([ensureRouteData(invoiceQuery(invoiceId)), settings()]);
  return { invoiceId };
}

/** Lists and the new-invoice editor show amounts (and totals with tax) the clinic's way. */
export async function billingSettingsLoader() {
  await settings();
  return null;
}
