import { act, createEvent, fireEvent } from '@testing-library/react';

/**
 * jsdom lays nothing out, and the calendar finds slots and drops from element boxes (and
 * react-big-calendar's month view from `document.elementFromPoint`). This lays the calendar out on
 * a simple grid and lets a test say what is under the pointer: time-grid columns (the week's days
 * or the day's practitioners, and the events in them) are 100 px wide, side by side from x 0, and
 * 1200 px tall (100 px an hour from 08:00); month rows are 700 px wide and 100 px tall, one under
 * the other from y 0.
 */
export const COLUMN_WIDTH = 100;
export const COLUMN_HEIGHT = 1200;
const ROW_WIDTH = 7 * COLUMN_WIDTH;
const ROW_HEIGHT = 100;

function indexAmongSiblings(element: Element, selector = '*'): number {
  const siblings = Array.from(element.parentElement?.children ?? []);
  return siblings.filter((sibling) => sibling.matches(selector)).indexOf(element);
}

function boxOf(element: Element): DOMRect {
  const column = element.closest('[data-column]');
  if (column) {
    const index = indexAmongSiblings(column, '[data-column]');
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
    /** A press, release and click at (x, y) on `target`, in the order a browser sends them. */
    click(target: Element, x: number, y: number) {
      underPointer = target;
      const point = { clientX: x, clientY: y, pageX: x, pageY: y, button: 0, which: 1 };
      const pointer = { ...point, pointerId: 1, pointerType: 'mouse', isPrimary: true };
      fireEvent.pointerDown(target, pointer);
      fireEvent.mouseDown(target, point);
      fireEvent.pointerUp(target, pointer);
      fireEvent.mouseUp(target, point);
      fireEvent.click(target, point);
    },
    /**
     * Presses a mouse button on `target` at (x, fromY), moves, and releases on `over` at (x, toY),
     * waiting a turn between the steps as a person's hand does.
     */
    async drag(target: Element, over: Element, x: number, fromY: number, toY: number) {
      const at = (y: number) => ({
        clientX: x,
        clientY: y,
        button: 0,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
      });
      const nextTurn = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      underPointer = target;
      target.dispatchEvent(createEvent.pointerDown(target, at(fromY)));
      await nextTurn();
      underPointer = over;
      for (const y of [fromY + 20, toY]) {
        over.dispatchEvent(createEvent.pointerMove(over, at(y)));
        await nextTurn();
      }
      over.dispatchEvent(createEvent.pointerUp(over, at(toY)));
      await nextTurn();
    },
  };
}
