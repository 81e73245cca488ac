import { useLayoutEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '@mantine/core';
import type { WindowSpan } from './opening-hours';
import type { GridColumn } from './time-grid-columns';
import { withinSpans } from './working-time';
import { FIRST_HOUR, slotAt, STEP_MINUTES, WINDOW_MINUTES } from './time-grid-layout';
import classes from './time-grid.module.css';

interface SlotCursorProps {
  columns: GridColumn[];
  /** The column to start on: today's in the week. */
  startColumn: number;
  /** Minutes into today's window now, when today is shown. */
  nowMinutes: number | null;
  /** Each column's time off, named in the cursor's label. */
  notWorking: readonly (readonly WindowSpan[])[];
  onChoose: (columnIndex: number, minutes: number) => void;
}

const LAST_SLOT = WINDOW_MINUTES - STEP_MINUTES;
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The empty slots' keyboard access: one button in the tab order standing on a slot (today's
 * current one to begin with). Arrow keys walk it through slots and columns (the week's days, or
 * the day's practitioners); Enter books that slot. The pointer reaches slots through the columns.
 */
export function SlotCursor({
  columns,
  startColumn,
  nowMinutes,
  notWorking,
  onChoose,
}: SlotCursorProps) {
  const [moved, setMoved] = useState<{ columnIndex: number; minutes: number } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    // Walked past the edge of the scrolled grid (a narrow screen's day): the grid follows.
    if (moved) button.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [moved]);
  const cursor = moved ?? {
    columnIndex: startColumn,
    minutes: nowMinutes === null ? 0 : slotAt(nowMinutes / WINDOW_MINUTES),
  };
  const columnIndex = clamp(cursor.columnIndex, 0, columns.length - 1);
  const { day, practitioner } = columns[columnIndex]!;
  const wallClock = FIRST_HOUR * 60 + cursor.minutes;
  const time = `${pad(Math.floor(wallClock / 60))}:${pad(wallClock % 60)}`;
  const off = withinSpans(notWorking[columnIndex] ?? [], cursor.minutes) ? ', not working' : '';
  const label = `New appointment, ${day.toFormat('cccc d MMMM')}, ${time}${practitioner ? `, ${practitioner.name}` : ''}${off}`;

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
      columnIndex: clamp(columnIndex + step[0], 0, columns.length - 1),
      minutes: clamp(cursor.minutes + step[1], 0, LAST_SLOT),
    });
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={classes.slotCursor}
        style={{
          left: `${(columnIndex / columns.length) * 100}%`,
          width: `${100 / columns.length}%`,
          top: `${(cursor.minutes / WINDOW_MINUTES) * 100}%`,
          height: `${(STEP_MINUTES / WINDOW_MINUTES) * 100}%`,
        }}
        aria-label={label}
        aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight Home End"
        onKeyDown={onKeyDown}
        onClick={() => onChoose(columnIndex, cursor.minutes)}
      >
        <span aria-hidden>+ {time}</span>
      </button>
      {/* Screen readers do not read a focused button's new name by themselves. */}
      <VisuallyHidden aria-live="polite">{moved ? label : ''}</VisuallyHidden>
    </>
  );
}
