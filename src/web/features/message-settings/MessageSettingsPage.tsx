import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { instantOfLocal, localDayOf, DAY_MS } from '../../../domain/clinic-time.js';
import { can } from '../../../domain/permissions.js';
import { smsTimeText, type SmsValues } from '../../../domain/sms-text.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { PageHeader } from '../../components/page/PageHeader';
import { QueryContent } from '../../components/page/QueryContent';
import { clinicSettingsQuery } from '../../lib/queries/clinic-settings';
import { messageSettingsQuery } from './message-settings-api';
import { MessageSettingsForm } from './MessageSettingsForm';

const TITLE = 'Messages';
const DESCRIPTION = 'How your clinic reaches patients: by text or email, when, and in what words.';

/** /dashboard/settings/messages: owners and administrators (`clinic.manage`). */
export function MessageSettingsPage() {
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
          Ask an owner or administrator of your clinic to change how messages are sent.
        </Alert>
      </Stack>
    );
  }
  return <MessageSettingsScreen />;
}

/** Tomorrow at 09:30 in the clinic's zone: the time the previews show. */
function sampleTime(timeZone: string): string {
  const tomorrow = localDayOf(new Date(Date.now() + DAY_MS), timeZone).date;
  return smsTimeText(instantOfLocal(tomorrow, '09:30', timeZone), timeZone);
}

function MessageSettingsScreen() {
  const settings = useQuery(messageSettingsQuery);
  const clinic = useQuery(clinicSettingsQuery);
  const timeZone = clinic.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const sampleValues = useMemo<SmsValues>(
    () => ({
      ...(clinic.data ? { clinic: clinic.data.name } : {}),
      ...(clinic.data?.phone ? { clinicPhone: clinic.data.phone } : {}),
      when: sampleTime(timeZone),
    }),
    [clinic.data, timeZone],
  );

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <QueryContent
        query={settings}
        loadingLabel="Loading message settings"
        errorTitle="We couldn't load the message settings."
      >
        {(saved) => (
          <MessageSettingsForm settings={saved} sampleValues={sampleValues} timeZone={timeZone} />
        )}
      </QueryContent>
    </Stack>
  );
}
