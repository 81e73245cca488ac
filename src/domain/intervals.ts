/**
 * Half-open spans of time [start, end) in epoch milliseconds, and the set operations the
 * availability engine is built from. A "set" is what `normalize` returns: sorted, without empty
 * spans, with overlapping and touching spans merged.
 */
export interface Span {
  start: number;
  end: number;
}

/** Sorted, non-empty, with overlapping and touching spans merged into one. */
export function normalize(spans: readonly Span[]): Span[] {
  const sorted = spans.filter((span) => span.end > span.start).sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ start: span.start, end: span.end });
  }
  return merged;
}

/** The time in `from` that is in none of `remove`. */
export function subtract(from: readonly Span[], remove: readonly Span[]): Span[] {
  const cuts = normalize(remove);
  const result: Span[] = [];
  for (const span of normalize(from)) {
    let start = span.start;
    for (const cut of cuts) {
      if (cut.end <= start) continue;
      if (cut.start >= span.end) break;
      if (cut.start > start) result.push({ start, end: cut.start });
      start = Math.max(start, cut.end);
      if (start >= span.end) break;
    }
    if (start < span.end) result.push({ start, end: span.end });
  }
  return result;
}

/** The time that is in both `a` and `b`. */
export function intersect(a: readonly Span[], b: readonly Span[]): Span[] {
  const left = normalize(a);
  const right = normalize(b);
  const result: Span[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const start = Math.max(left[i]!.start, right[j]!.start);
    const end = Math.min(left[i]!.end, right[j]!.end);
    if (start < end) result.push({ start, end });
    if (left[i]!.end < right[j]!.end) i++;
    else j++;
  }
  return result;
}

/** Index of the first span of a normalized set that ends after `time`. */
function firstEndingAfter(set: readonly Span[], time: number): number {
  let low = 0;
  let high = set.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (set[middle]!.end <= time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether `span` shares any time with a normalized set. */
export function overlapsAny(set: readonly Span[], span: Span): boolean {
  const candidate = set[firstEndingAfter(set, span.start)];
  return candidate !== undefined && candidate.start < span.end && span.start < span.end;
}

/** Whether one span of a normalized set holds all of `span`. */
export function containedIn(set: readonly Span[], span: Span): boolean {
  const candidate = set[firstEndingAfter(set, span.start)];
  return candidate !== undefined && candidate.start <= span.start && span.end <= candidate.end;
}
