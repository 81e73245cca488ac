import { useQuery } from '@tanstack/react-query';
import { MessagesContent } from '../../../components/messages/MessageTrail';
import { patientMessagesQuery } from '../../../lib/queries/messages';

/** Every email and text sent to the patient, newest first, with whether it arrived. */
export function MessagesTab({ patientId }: { patientId: string }) {
  const query = useQuery(patientMessagesQuery(patientId));
  return (
    <MessagesContent
      query={query}
      label="Messages sent to the patient"
      emptyText="No messages have been sent to this patient yet."
    />
  );
}
