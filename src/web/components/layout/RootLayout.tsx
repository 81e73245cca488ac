import { Outlet, useLocation } from 'react-router';
import { useAnalyticsConsent } from '../../lib/analytics/consent-gate';
import { useRouteChangeEffects } from '../../lib/route-change';
import { PatientPageLayout } from '../public/PatientPageLayout';
import { PublicLayout } from '../public/PublicLayout';
import { isDashboardPath, isPatientPagePath } from './is-dashboard-path';
import { SkipLink } from './SkipLink';

/** The one root layout: public chrome everywhere except the dashboard and patients' pages. */
export function RootLayout() {
  useRouteChangeEffects();
  useAnalyticsConsent();
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      {isDashboardPath(pathname) ? (
        <Outlet />
      ) : isPatientPagePath(pathname) ? (
        <PatientPageLayout />
      ) : (
        <PublicLayout />
      )}
    </>
  );
}
