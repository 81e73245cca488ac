import { Badge } from '@mantine/core';
import type { MessageStatus } from '../../../domain/messages.js';
import { messageStatusColors, messageStatusLabels } from './message-labels';

/** A message's delivery status in words and colour, the same wherever messages are listed. */
export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return (
    <Badge color={messageStatusColors[status]} variant="light" style={{ flexShrink: 0 }}>
      {messageStatusLabels[status]}
    </Badge>
  );
}
