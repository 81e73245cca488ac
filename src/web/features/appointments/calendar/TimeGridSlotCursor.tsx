import type { DateTime } from 'luxon';
import { useState } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { FIRST_HOUR, slotAt, STEP_MINUTES, WINDOW_MINUTES } from './time-grid-layout';
import classes from './time-grid.module.css';

interface SlotCursorProps {
  days: DateTime[];
  /** Today's column, or -1 when today is not shown. */
  todayIndex: number;
  /** Minutes into today's window now, when today is shown. */
  nowMinutes: number | null;
  onChoose: (day: DateTime, minutes: number) => void;
}

const LAST_SLOT = WINDOW_MINUTES - STEP_MINUTES;
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The empty slots' keyboard access: one button in the tab order standing on a slot (today's
 * current one to begin with). Arrow keys walk it through slots and days; Enter books that slot.
 * The pointer reaches slots through the day columns themselves.
 */
export function SlotCursor({ days, todayIndex, nowMinutes, onChoose }: SlotCursorProps) {
  const [moved, setMoved] = useState<{ dayIndex: number; minutes: number } | null>(null);
  const cursor = moved ?? {
    dayIndex: Math.max(todayIndex, 0),
    minutes: nowMinutes === null ? 0 : slotAt(nowMinutes / WINDOW_MINUTES),
  };
  const dayIndex = Math.min(cursor.dayIndex, days.length - 1);
  const day = days[dayIndex]!;
  const wallClock = FIRST_HOUR * 60 + cursor.minutes;
  const time = `${pad(Math.floor(wallClock / 60))}:${pad(wallClock % 60)}`;
  const label = `New appointment, ${day.toFormat('cccc d MMMM')}, ${time}`;

  const onKeyDown = (key: React.KeyboardEvent) => {
    const steps: Record<string, [number, number]> = {
      ArrowUp: [0, -STEP_MINUTES],
      ArrowDown: [0, STEP_MINUTES],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      Home: [0, -WINDOW_MINUTES],
      End: [0, WINDOW_MINUTES],
    };
    const step = steps[key.key];
    if (!step || key.altKey || key.ctrlKey || key.metaKey) return;
    key.preventDefault();
    setMoved({
      dayIndex: clamp(dayIndex + step[0], 0, days.length - 1),
      minutes: clamp(cursor.minutes + step[1], 0, LAST_SLOT),
    });
  };

  return (
    <>
      <button
        type="button"
        className={classes.slotCursor}
        style={{
          left: `${(dayIndex / days.length) * 100}%`,
          width: `${100 / days.length}%`,
          top: `${(cursor.minutes / WINDOW_MINUTES) * 100}%`,
          height: `${(STEP_MINUTES / WINDOW_MINUTES) * 100}%`,
        }}
        aria-label={label}
        aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight Home End"
        onKeyDown={onKeyDown}
        onClick={() => onChoose(day, cursor.minutes)}
      >
        <span aria-hidden>+ {time}</span>
      </button>
      {/* Screen readers do not read a focused button's new name by themselves. */}
      <VisuallyHidden aria-live="polite">{moved ? label : ''}</VisuallyHidden>
    </>
  );
}
