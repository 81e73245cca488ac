import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** Copies `value` to the clipboard; says "Copied" for a moment after. */
export function CopyTextButton({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          variant="default"
          size="xs"
          leftSection={
            copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
          }
          onClick={copy}
        >
          {copied ? 'Copied' : label}
        </Button>
      )}
    </CopyButton>
  );
}
