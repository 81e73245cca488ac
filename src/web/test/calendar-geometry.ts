import { act, createEvent, fireEvent } from '@testing-library/react';
import { flushSync } from 'react-dom';

/**
 * jsdom lays nothing out, and react-big-calendar finds slots and drops from element boxes and
 * `document.elementFromPoint`. This lays the calendar out on a simple grid and lets a test say
 * what is under the pointer: time-grid day columns are 100 px wide, side by side from x 0, and
 * 1200 px tall (100 px an hour from 08:00); month rows are 700 px wide and 100 px tall, one under
 * the other from y 0.
 */
export const COLUMN_WIDTH = 100;
export const COLUMN_HEIGHT = 1200;
const ROW_WIDTH = 7 * COLUMN_WIDTH;
const ROW_HEIGHT = 100;

function indexAmongSiblings(element: Element): number {
  return Array.from(element.parentElement?.children ?? []).indexOf(element);
}

function boxOf(element: Element): DOMRect {
  const column = element.closest('.rbc-time-content .rbc-day-slot');
  if (column) {
    const index = indexAmongSiblings(column) - 1; // after the time gutter
    return DOMRect.fromRect({
      x: index * COLUMN_WIDTH,
      y: 0,
      width: COLUMN_WIDTH,
      height: COLUMN_HEIGHT,
    });
  }
  const row = element.closest('.rbc-month-row');
  if (row) {
    const index = indexAmongSiblings(row) - 1; // after the weekday header
    return DOMRect.fromRect({ x: 0, y: index * ROW_HEIGHT, width: ROW_WIDTH, height: ROW_HEIGHT });
  }
  return DOMRect.fromRect({ x: 0, y: 0, width: ROW_WIDTH, height: COLUMN_HEIGHT });
}

export function installCalendarGeometry() {
  const restore: Array<() => void> = [];
  let underPointer: Element | null = null;

  const define = (target: object, key: string, value: PropertyDescriptor) => {
    const original = Object.getOwnPropertyDescriptor(target, key);
    Object.defineProperty(target, key, { configurable: true, ...value });
    restore.push(() =>
      original
        ? Object.defineProperty(target, key, original)
        : delete (target as Record<string, unknown>)[key],
    );
  };

  define(HTMLElement.prototype, 'offsetHeight', {
    get(this: HTMLElement) {
      return boxOf(this).height;
    },
  });
  define(HTMLElement.prototype, 'offsetWidth', {
    get(this: HTMLElement) {
      return boxOf(this).width;
    },
  });
  define(Element.prototype, 'getBoundingClientRect', {
    value(this: Element) {
      return boxOf(this);
    },
  });
  define(document, 'elementFromPoint', { value: () => underPointer });

  return {
    uninstall: () => restore.reverse().forEach((undo) => undo()),
    /** A press and release at (x, y) on `target`, the way a mouse click reaches the calendar. */
    click(target: Element, x: number, y: number) {
      underPointer = target;
      const point = { clientX: x, clientY: y, pageX: x, pageY: y, button: 0, which: 1 };
      fireEvent.mouseDown(target, point);
      fireEvent.mouseUp(target, point);
    },
    /**
     * Presses on `target` at (x, fromY), moves, and releases on `over` at (x, toY). A browser runs
     * React's pending work between the listeners of a real press and between the steps of a
     * gesture; synthetic events run back to back, so the body flushes React before the press
     * reaches the document (where the calendar's drag code listens) and each step waits a turn.
     */
    async drag(target: Element, over: Element, x: number, fromY: number, toY: number) {
      const at = (y: number) => ({
        clientX: x,
        clientY: y,
        pageX: x,
        pageY: y,
        button: 0,
        which: 1,
      });
      const nextTurn = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      underPointer = target;
      document.body.addEventListener('mousedown', () => flushSync(() => {}), { once: true });
      target.dispatchEvent(createEvent.mouseDown(target, at(fromY)));
      await nextTurn();
      underPointer = over;
      for (const y of [fromY + 20, toY]) {
        over.dispatchEvent(createEvent.mouseMove(over, at(y)));
        await nextTurn();
      }
      over.dispatchEvent(createEvent.mouseUp(over, at(toY)));
      await nextTurn();
    },
  };
}
