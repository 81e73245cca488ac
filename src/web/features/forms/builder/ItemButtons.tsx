import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { DANGER_COLOR } from '../../../lib/danger';

interface ItemButtonsProps {
  /** The item as the buttons name it, e.g. "field 2". */
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  removeDisabled?: boolean;
}

/**
 * Move up, move down and remove for one section or field. A move to the first or last place
 * disables the arrow just pressed, so focus goes to the other one instead of being lost.
 */
export function ItemButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
  removeDisabled,
}: ItemButtonsProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<HTMLButtonElement | null>(null);
  const move = (to: number) => {
    if (to === 0) focusNext.current = down.current;
    else if (to === count - 1) focusNext.current = up.current;
    onMove(to);
  };
  // Once the item is in its new place and its buttons enabled for it.
  useEffect(() => {
    focusNext.current?.focus();
    focusNext.current = null;
  }, [index]);
  return (
    <Group gap={4}>
      <ActionIcon
        ref={up}
        variant="subtle"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => move(index - 1)}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        ref={down}
        variant="subtle"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => move(index + 1)}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color={DANGER_COLOR}
        aria-label={`Remove ${name}`}
        disabled={removeDisabled}
        onClick={onRemove}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
