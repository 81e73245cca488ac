/** WCAG relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16) / 255);
  const [r, g, b] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4),
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const DARK_TEXT = '#1a1b1e';
const LIGHT_TEXT = '#ffffff';

/** WCAG AA for normal-size text. */
export const MIN_CONTRAST = 4.5;

/** Dark or white text, whichever reads better on the label colour. */
function readableTextColor(background: string): string {
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT)
    ? DARK_TEXT
    : LIGHT_TEXT;
}

export function darken(hex: string, factor: number): string {
  const channel = (index: number) =>
    Math.round(parseInt(hex.slice(index, index + 2), 16) * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/**
 * An event's colours: the member's or service's label colour with dark or white text. Mid-tones
 * such as Mantine's blue reach 4.5:1 with neither, so those are darkened, keeping their hue, until
 * white text does.
 */
export function eventColors(label: string): { backgroundColor: string; color: string } {
  let background = label.toLowerCase();
  while (contrastRatio(background, readableTextColor(background)) < MIN_CONTRAST)
    background = darken(background, 0.92);
  return { backgroundColor: background, color: readableTextColor(background) };
}

/** `text` darkened, keeping its hue, until it reaches 4.5:1 on `background`. */
export function readableOn(background: string, text: string): string {
  let color = text.toLowerCase();
  while (contrastRatio(background, color) < MIN_CONTRAST) color = darken(color, 0.92);
  return color;
}
