import { Stack } from '@mantine/core';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { PageHeader } from '../../components/page/PageHeader';
import { AppearanceCard } from './AppearanceCard';
import { CalendarFeedCard } from './CalendarFeedCard';
import { EmailCard } from './EmailCard';
import { PasswordCard } from './PasswordCard';
import { ProfileDetailsCard } from './ProfileDetailsCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';
import { TwoFactorRequiredAlert } from './TwoFactorRequiredAlert';

/** /dashboard/settings: the signed-in person's own account. */
export function AccountSettingsPage() {
  const currentUser = useSignedInUser();
  if (!currentUser) return null;
  const { user, membership, twoFactorSetupRequired } = currentUser;

  const twoFactor = <TwoFactorCard key="two-factor" user={user} />;
  const inReadingOrder = [
    <ProfileDetailsCard key="profile" user={user} />,
    <EmailCard key="email" email={user.email} />,
    <PasswordCard key="password" />,
    twoFactor,
    <SessionsCard key="sessions" />,
    ...(membership
      ? [<CalendarFeedCard key="calendar-feed" clinicName={membership.clinicName} />]
      : []),
    <AppearanceCard key="appearance" />,
  ];
  // While the clinic waits for two-factor, its card comes first. Keys keep the card (and its
  // open recovery-codes dialog) alive when it moves back after set-up.
  const cards = twoFactorSetupRequired
    ? [twoFactor, ...inReadingOrder.filter((card) => card !== twoFactor)]
    : inReadingOrder;

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title="Account settings"
        description="Your details, sign-in and security, and how Motio looks for you."
      />
      {twoFactorSetupRequired && (
        <TwoFactorRequiredAlert clinicName={membership?.clinicName ?? 'Your clinic'} />
      )}
      {cards}
    </Stack>
  );
}
