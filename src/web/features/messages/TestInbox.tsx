import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MAX_REPLY_LENGTH, type TestInboxText } from '../../../domain/messages.js';
import { FormError } from '../../components/feedback/FormError';
import { replyActionLabels } from '../../components/messages/message-labels';
import { useClinicTimeFormat } from '../../components/messages/use-clinic-time-format';
import { CardList } from '../../components/lists/CardList';
import { QueryContent } from '../../components/page/QueryContent';
import { testInboxQuery, useTestInboxReply } from '../../lib/queries/messages';
import { errorMessage } from '../../lib/server-errors';

/** One text as the patient's phone got it, and a field to answer it as that patient. */
function TestText({ text }: { text: TestInboxText }) {
  const time = useClinicTimeFormat();
  const reply = useTestInboxReply();
  const [body, setBody] = useState('');
  const who = text.patientName || text.to;
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    reply.mutate(
      { messageId: text.messageId, body },
      {
        onSuccess: (answer) => {
          setBody('');
          notifications.show({
            color: 'teal',
            message: `Reply from ${who}: ${replyActionLabels[answer.action]}.`,
          });
        },
      },
    );
  };
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={`Text to ${who}`}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          To {who} · {text.to} ·{' '}
          <time dateTime={text.sentAt} style={{ whiteSpace: 'nowrap' }}>
            {time(text.sentAt)}
          </time>
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text.body}</Text>
        <form onSubmit={send}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={`Reply as ${who}`}
              placeholder="C, X, STOP or any text"
              value={body}
              maxLength={MAX_REPLY_LENGTH}
              onChange={(event) => setBody(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button
              type="submit"
              variant="light"
              leftSection={<IconSend size={14} aria-hidden />}
              loading={reply.isPending}
              disabled={!body.trim()}
            >
              Send
            </Button>
          </Group>
        </form>
        <FormError message={reply.isError ? errorMessage(reply.error) : null} />
      </Stack>
    </Paper>
  );
}

/**
 * The texts the local SMS provider kept instead of sending (SMS_PROVIDER=local): what patients'
 * phones would show, and a way to answer as the patient, to try confirmations, cancellations
 * and STOP without a phone.
 */
export function TestInbox() {
  const texts = useQuery(testInboxQuery);
  return (
    <Stack gap="md">
      <Alert variant="light" title="Texts stay on this machine">
        With the local SMS provider, texts are written to <code>DATA_DIR/sms</code> instead of being
        sent. Answer one as its patient: C confirms the visit, X cancels it, STOP turns texts off.
      </Alert>
      <QueryContent
        query={texts}
        loadingLabel="Loading the test inbox"
        errorTitle="We couldn't load the test inbox."
        empty={
          <Text c="dimmed" role="status">
            No texts yet. Confirmations and reminders sent by text appear here.
          </Text>
        }
      >
        {(list) => (
          <CardList label="Texts sent to patients">
            {list.map((text) => (
              <TestText key={text.id} text={text} />
            ))}
          </CardList>
        )}
      </QueryContent>
    </Stack>
  );
}
