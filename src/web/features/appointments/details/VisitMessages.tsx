import { useQuery } from '@tanstack/react-query';
import { MessagesContent } from '../../../components/messages/MessageTrail';
import { SectionCard } from '../../../components/page/SectionCard';
import { appointmentMessagesQuery } from '../../../lib/queries/messages';

/** What the clinic sent the patient about this visit, oldest first, and whether it arrived. */
export function VisitMessages({ appointmentId }: { appointmentId: string }) {
  const query = useQuery(appointmentMessagesQuery(appointmentId));
  return (
    <SectionCard
      title="Messages"
      description="Confirmations, reminders and changes sent to the patient about this visit."
    >
      <MessagesContent
        query={query}
        label="Messages about this visit"
        emptyText="No messages have been sent about this visit yet."
      />
    </SectionCard>
  );
}
