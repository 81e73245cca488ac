import { Stack } from '@mantine/core';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { PageHeader } from '../../components/page/PageHeader';
import { QueryContent } from '../../components/page/QueryContent';
import { ClinicSettingsForm } from './ClinicSettingsForm';
import { LogoField } from './LogoField';
import { RoomsPointerCard } from './RoomsPointerCard';
import { useClinicSettings } from '../../lib/queries/clinic-settings';

/** /dashboard/settings/clinic-settings: every member reads them; owners and admins change them. */
export function ClinicSettingsPage() {
  const currentUser = useSignedInUser();
  const settings = useClinicSettings();
  const manages = can(currentUser?.membership?.role, 'clinic.manage');

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title="Clinic settings"
        description={
          manages
            ? "Your clinic's details, time zone, opening hours, scheduling and reminders."
            : "Your clinic's details and hours. An owner or administrator changes them."
        }
      />
      <QueryContent
        query={settings}
        loadingLabel="Loading clinic settings"
        errorTitle="We couldn't load the clinic settings."
      >
        {(data) => (
          <Stack gap="lg">
            <ClinicSettingsForm
              settings={data}
              manages={manages}
              logo={<LogoField logoUrl={data.logoUrl} manages={manages} />}
            />
            <RoomsPointerCard />
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}
