import { Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';

interface StepFrameProps {
  title: string;
  /** Absent on the first step. */
  onBack?: () => void;
  /** Moves the focus to the heading: set when the visitor arrived here from another step. */
  focusHeading?: boolean;
  children: ReactNode;
}

/** A step of the booking: its heading, what it asks, and the way back. */
export function StepFrame({ title, onBack, focusHeading = false, children }: StepFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading, title]);
  return (
    <Stack gap="md">
      <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {title}
      </Title>
      {children}
      {onBack && (
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={onBack}
          >
            Back
          </Button>
        </Group>
      )}
    </Stack>
  );
}
