import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { inZone } from './clinic-time';
import type { CalendarEvent } from './slot-groups';
import type { GridColumn } from './time-grid-columns';
import {
  minutesIntoWindow,
  resizedEnd,
  slotAt,
  STEP_MINUTES,
  timeInWindow,
  WINDOW_MINUTES,
} from './time-grid-layout';

/** Where a dragged event would land: a column and minutes into its window. */
export interface DragGhost {
  columnIndex: number;
  from: number;
  to: number;
}

/** A press this close to an event's bottom edge resizes it instead of moving it. */
const RESIZE_EDGE_PX = 8;
/** The pointer travels this far before a press becomes a drag (and stops being a click). */
const DRAG_THRESHOLD_PX = 4;
/** A finger holds this long before it drags; a quicker swipe scrolls the calendar. */
const LONG_PRESS_MS = 300;
const MINUTE_MS = 60_000;

interface DragOptions {
  columns: GridColumn[];
  zone: string;
  onMove: (event: CalendarEvent, start: Date, end: Date, therapistId?: string) => void;
}

function columnIndexAt(boxes: DOMRect[], x: number): number {
  const inside = boxes.findIndex((box) => x >= box.left && x < box.right);
  if (inside !== -1) return inside;
  return x < (boxes[0]?.left ?? 0) ? 0 : boxes.length - 1;
}

/**
 * Drag to move (anywhere on an event) and resize (its bottom edge) with pointer events, and the
 * same with Alt+arrow keys. The event is handed to `onMove` once, on release, with the
 * practitioner of the day view's column it was dropped in; meanwhile a ghost shows where it
 * would land, so the columns do not redraw while the pointer moves.
 */
export function useTimeGridDrag(options: DragOptions) {
  const columnsRef = useRef<HTMLDivElement>(null);
  const [ghost, setGhost] = useState<DragGhost | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef(options);
  const dropped = useRef(false);
  const refocus = useRef<string | null>(null);

  useLayoutEffect(() => {
    latest.current = options;
    // An event moved by keyboard to another day is a new element there: focus follows it.
    const id = refocus.current;
    if (!id) return;
    const element = columnsRef.current?.querySelector<HTMLElement>(`[data-event-id="${id}"]`);
    if (element && element !== document.activeElement) element.focus();
  });

  /** True right after a drop: the click that ends a drag opens nothing. */
  const justDropped = useCallback(() => dropped.current, []);

  const startDrag = useCallback(
    (press: React.PointerEvent, event: CalendarEvent, columnIndex: number) => {
      if (press.button !== 0 || event.kind !== 'appointment' || !columnsRef.current) return;
      const { columns, zone } = latest.current;
      const box = press.currentTarget.getBoundingClientRect();
      const resizing = press.clientY >= box.bottom - RESIZE_EDGE_PX;
      const grab = press.clientY - box.top;
      const boxes = Array.from(columnsRef.current.querySelectorAll('[data-column]'), (column) =>
        column.getBoundingClientRect(),
      );
      const startMinutes = minutesIntoWindow(columns[columnIndex]!.day, event.start, zone);
      const durationMs = event.end.getTime() - event.start.getTime();
      const touch = press.pointerType === 'touch';
      let armed = !touch;
      let active = false;
      let last = { x: press.clientX, y: press.clientY };
      let landing: DragGhost | null = null;

      const landingAt = (x: number, y: number): DragGhost => {
        if (resizing) {
          const box = boxes[columnIndex]!;
          const to = resizedEnd((y - box.top) / box.height, startMinutes);
          return { columnIndex, from: Math.max(startMinutes, 0), to };
        }
        const target = columnIndexAt(boxes, x);
        const box = boxes[target]!;
        const from = slotAt((y - grab - box.top) / box.height);
        return {
          columnIndex: target,
          from,
          to: Math.min(from + durationMs / MINUTE_MS, WINDOW_MINUTES),
        };
      };
      const show = () => {
        landing = landingAt(last.x, last.y);
        setGhost(landing);
      };
      const finish = () => {
        clearTimeout(timer);
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', release);
        window.removeEventListener('pointercancel', finish);
        window.removeEventListener('touchmove', holdStill);
        setGhost(null);
      };
      const move = (pointer: PointerEvent) => {
        if (pointer.pointerId !== press.pointerId) return;
        last = { x: pointer.clientX, y: pointer.clientY };
        if (!active) {
          const travelled = Math.hypot(last.x - press.clientX, last.y - press.clientY);
          if (travelled < DRAG_THRESHOLD_PX) return;
          if (!armed) return finish(); // a swipe before the long press: the page scrolls
          active = true;
        }
        show();
      };
      const release = (pointer: PointerEvent) => {
        if (pointer.pointerId !== press.pointerId) return;
        finish();
        if (!active || !landing) return;
        dropped.current = true;
        setTimeout(() => (dropped.current = false), 0);
        const { day, practitioner } = latest.current.columns[landing.columnIndex]!;
        if (resizing) latest.current.onMove(event, event.start, timeInWindow(day, landing.to));
        else {
          const newStart = timeInWindow(day, landing.from);
          const newEnd = new Date(newStart.getTime() + durationMs);
          latest.current.onMove(event, newStart, newEnd, practitioner?.userId);
        }
      };
      const holdStill = (touchMove: TouchEvent) => {
        if (active) touchMove.preventDefault();
      };
      const timer = touch
        ? setTimeout(() => {
            armed = true;
            active = true;
            show();
          }, LONG_PRESS_MS)
        : undefined;

      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', release);
      window.addEventListener('pointercancel', finish);
      window.addEventListener('touchmove', holdStill, { passive: false });
    },
    [],
  );

  /** Alt+arrows move an event by a slot or a day; with Shift, up and down change its length. */
  const keyMove = useCallback((key: React.KeyboardEvent, event: CalendarEvent): boolean => {
    if (!key.altKey || event.kind !== 'appointment') return false;
    const { zone, onMove } = latest.current;
    const slot = STEP_MINUTES * MINUTE_MS;
    const [start, end] = [event.start.getTime(), event.end.getTime()];
    let next: [number, number] | null = null;
    if (key.shiftKey) {
      if (key.key === 'ArrowUp' && end - start > slot) next = [start, end - slot];
      if (key.key === 'ArrowDown') next = [start, end + slot];
    } else if (key.key === 'ArrowUp' || key.key === 'ArrowDown') {
      const step = key.key === 'ArrowUp' ? -slot : slot;
      next = [start + step, end + step];
    } else if (key.key === 'ArrowLeft' || key.key === 'ArrowRight') {
      const days = key.key === 'ArrowLeft' ? -1 : 1;
      const moved = inZone(event.start, zone).plus({ days }).toMillis();
      next = [moved, moved + end - start];
    }
    if (!next) return false;
    const [newStart, newEnd] = next.map((time) => new Date(time)) as [Date, Date];
    refocus.current = event.appointment.id;
    const day = inZone(newStart, zone).toFormat('cccc d MMMM');
    const times = `${inZone(newStart, zone).toFormat('HH:mm')} to ${inZone(newEnd, zone).toFormat('HH:mm')}`;
    setAnnouncement(`${event.title}: ${day}, ${times}`);
    onMove(event, newStart, newEnd);
    return true;
  }, []);

  return { columnsRef, ghost, announcement, justDropped, startDrag, keyMove };
}
