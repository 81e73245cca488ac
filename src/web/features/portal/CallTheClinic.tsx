import { Anchor, Text } from '@mantine/core';

/** "To change this visit, call the clinic at 030 1234567." */
export function CallTheClinic({ phone }: { phone: string }) {
  return (
    <Text size="sm">
      To change this visit, call the clinic at{' '}
      <Anchor href={`tel:${phone.replace(/[^+0-9]/g, '')}`}>{phone}</Anchor>.
    </Text>
  );
}
