/** The minimum notices offered, in minutes: none, 1, 2, 4, 12, 24 and 48 hours. */
const NOTICE_PRESETS = [0, 60, 120, 240, 720, 1440, 2880];

export function noticeLabel(minutes: number): string {
  if (minutes === 0) return 'No minimum';
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** The presets, plus the saved notice when it is none of them, so saving never changes it. */
export function noticeOptions(saved: number): { value: string; label: string }[] {
  const minutes = NOTICE_PRESETS.includes(saved)
    ? NOTICE_PRESETS
    : [...NOTICE_PRESETS, saved].sort((a, b) => a - b);
  return minutes.map((value) => ({ value: String(value), label: noticeLabel(value) }));
}
