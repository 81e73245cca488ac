import { Stack } from '@mantine/core';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { PageHeader } from '../../components/page/PageHeader';
import { SectionCard } from '../../components/page/SectionCard';
import { SupportRequestForm } from './SupportRequestForm';
import { SupportRequestList } from './SupportRequestList';

/** /dashboard/contact-support: ask support, and see the requests sent so far. */
export function ContactSupportPage() {
  const email = useSignedInUser()?.user.email ?? '';
  return (
    <Stack gap="lg">
      <PageHeader
        title="Contact support"
        description="Ask our support team for help with anything in Motio; we reply within 24 hours."
      />
      <Stack gap="lg" maw={880}>
        <SectionCard
          title="New request"
          description={`Our answer comes to ${email}, the address of your account.`}
        >
          <SupportRequestForm accountEmail={email} />
        </SectionCard>
        <SectionCard title="Your requests" description="Newest first.">
          <SupportRequestList />
        </SectionCard>
      </Stack>
    </Stack>
  );
}
