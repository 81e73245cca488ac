import { Alert, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { PageHeader } from '../../components/page/PageHeader';
import { QueryContent } from '../../components/page/QueryContent';
import { SectionCard } from '../../components/page/SectionCard';
import { onlineBookingSettingsQuery } from './online-booking-api';
import { bookingPageUrl } from './online-booking-links';
import { OnlineBookingForm } from './OnlineBookingForm';
import { WebsiteSnippets } from './WebsiteSnippets';

const TITLE = 'Online booking';
const DESCRIPTION = 'Let patients book visits themselves, any time, on your own booking page.';

/** /dashboard/settings/online-booking: owners and administrators (`clinic.manage`). */
export function OnlineBookingPage() {
  const role = useSignedInUser()?.membership?.role;
  if (!can(role, 'clinic.manage')) {
    return (
      <Stack gap="lg" maw={900}>
        <PageHeader title={TITLE} description={DESCRIPTION} />
        <Alert
          color="gray"
          variant="light"
          icon={<IconLock aria-hidden />}
          title="Owners and administrators only"
        >
          Ask an owner or administrator of your clinic to change online booking.
        </Alert>
      </Stack>
    );
  }
  return <OnlineBookingSettingsScreen />;
}

function OnlineBookingSettingsScreen() {
  const settings = useQuery(onlineBookingSettingsQuery);
  const origin = window.location.origin;

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <QueryContent
        query={settings}
        loadingLabel="Loading online booking settings"
        errorTitle="We couldn't load the online booking settings."
      >
        {(saved) => (
          <Stack gap="lg">
            <OnlineBookingForm settings={saved} origin={origin} />
            <SectionCard
              title="Add “Book online” to your website"
              description="Copy one of these into your website, or send it to whoever looks after it."
            >
              {saved.slug === null ? (
                <Text size="sm" c="dimmed">
                  Choose your booking page address and save. The code to copy then shows here.
                </Text>
              ) : (
                <WebsiteSnippets url={bookingPageUrl(origin, saved.slug)} />
              )}
            </SectionCard>
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}
