import { IconDeviceMobileMessage, IconMail } from '@tabler/icons-react';
import type { MessageChannel } from '../../../domain/messages.js';
import { messageChannelLabels } from './message-labels';

/** Email or text, as an icon named for screen readers. */
export function ChannelIcon({ channel, size = 18 }: { channel: MessageChannel; size?: number }) {
  const Icon = channel === 'sms' ? IconDeviceMobileMessage : IconMail;
  return (
    <Icon
      size={size}
      stroke={1.7}
      role="img"
      aria-label={messageChannelLabels[channel]}
      style={{ flexShrink: 0 }}
    />
  );
}
