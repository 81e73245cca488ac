/**
 * The fill of buttons that end something (remove, turn off). Mantine's default red (shade 6)
 * carries white text at only 3.3:1; shade 8 reaches WCAG AA (4.5:1) in both schemes.
 */
export const DANGER_COLOR = 'red.8';
