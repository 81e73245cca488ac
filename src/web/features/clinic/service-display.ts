/** "45 min", "1 h", "1 h 30 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "10 min after", "5 min before, 10 min after"; '' without buffers. */
export function formatBuffers(before: number, after: number): string {
  const parts = [];
  if (before > 0) parts.push(`${formatDuration(before)} before`);
  if (after > 0) parts.push(`${formatDuration(after)} after`);
  return parts.join(', ');
}

/**
 * Where or by whom a service is offered, briefly: "Centar", "Ana Ilić, Marko Jović",
 * "Ana Ilić, Marko Jović +2"; `all` ("All locations") when the list is empty. Ids without a name
 * (still loading) are counted: "2 locations".
 */
export function formatOffering(
  ids: readonly string[],
  nameOf: (id: string) => string | undefined,
  words: { all: string; one: string; many: string },
  shown = 2,
): string {
  if (ids.length === 0) return words.all;
  const names = ids
    .map(nameOf)
    .filter((name): name is string => Boolean(name))
    .sort((a, b) => a.localeCompare(b));
  if (names.length === 0) return `${ids.length} ${ids.length === 1 ? words.one : words.many}`;
  const listed = names.slice(0, shown);
  const rest = ids.length - listed.length;
  return rest > 0 ? `${listed.join(', ')} +${rest}` : listed.join(', ');
}

export const locationWords = { all: 'All locations', one: 'location', many: 'locations' };
export const practitionerWords = {
  all: 'All practitioners',
  one: 'practitioner',
  many: 'practitioners',
};
