import { act } from '@testing-library/react';

/** Pretends the window has been scrolled to `y` and lets scroll listeners know. */
export function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  Object.defineProperty(window, 'pageYOffset', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}
