import '../../lib/mantine-styles';
import { ActionIcon } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import classes from './ScrollToTopButton.module.css';

/** The button appears beyond 300 px of scroll. */
const VISIBLE_AFTER_PX = 300;

export function ScrollToTopButton() {
  const visible = useScrolledPast(VISIBLE_AFTER_PX);
  const reduceMotion = useReducedMotion();
  if (!visible) return null;
  return (
    <ActionIcon
      className={classes.button}
      size="xl"
      radius="xl"
      variant="filled"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
    >
      <IconArrowUp size={22} stroke={2} aria-hidden />
    </ActionIcon>
  );
}
