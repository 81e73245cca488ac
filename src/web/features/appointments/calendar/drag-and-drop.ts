import dragAndDropModule from 'react-big-calendar/lib/addons/dragAndDrop';

/**
 * react-big-calendar ships its drag-and-drop addon only as CommonJS: the production bundle hands
 * over the whole `exports` object as the default import, where Vitest hands over `exports.default`.
 */
export const withDragAndDrop =
  (dragAndDropModule as unknown as { default?: typeof dragAndDropModule }).default ??
  dragAndDropModule;
