/** Every string property of every JSON request body of the API: 'METHOD /path' and its path. */
export function requestStrings(openApi: OpenApi): { route: string; property: string }[] {
  const found: { route: string; property: string }[] = [];
  const walk = (schema: JsonSchema | undefined, property: string, route: string) => {
    if (!schema) return;
    if (schema.$ref) throw new Error(`${route}: follow ${schema.$ref} too`);
    for (const choice of [
      ...(schema.anyOf ?? []),
      ...(schema.oneOf ?? []),
      ...(schema.allOf ?? []),
    ])
      walk(choice, property, route);
    for (const [name, child] of Object.entries(schema.properties ?? {}))
      walk(child, property ? `${property}.${name}` : name, route);
    if (schema.type === 'array') walk(schema.items, `${property}[]`, route);
    const freeText = !schema.format && !schema.enum && schema.const === undefined;
    if (schema.type === 'string' && freeText) found.push({ route, property });
  };
  for (const [path, operations] of Object.entries(openApi.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const body = operation.requestBody?.content?.['application/json']?.schema;
      walk(body, '', `${method.toUpperCase()} ${path}`);
    }
  return found.filter(
    (entry, index) =>
      found.findIndex(
        (other) => other.route === entry.route && other.property === entry.property,
      ) === index,
  );
}

interface JsonSchema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface OpenApi {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
}
