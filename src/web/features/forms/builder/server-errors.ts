/** The paths of the builder's inputs: a server message for one of them shows at it. */
const SHOWN_PATH =
  /^(title|description|serviceIds|sections(\.\d+(\.(title|fields(\.\d+(\.(kind|label|help|choices(\.\d+)?|mapsTo))?)?))?)?)$/;

/** Splits a 400's `fields` into those the builder shows at an input and the rest. */
export function splitServerFields(fields: Record<string, string>) {
  const atInputs: [string, string][] = [];
  const elsewhere: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    if (SHOWN_PATH.test(path)) atInputs.push([path, message]);
    else elsewhere.push(message);
  }
  return { atInputs, elsewhere };
}
