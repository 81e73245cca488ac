/**
 * In OpenAPI 3.0 `nullable: true` does not widen an `enum`: null is a valid value only when the
 * enum lists it. The zod schemas say "one of these, or null", so null is added to each such list.
 */
export function withNullInNullableEnums<T>(document: T): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const entries = Object.entries(node).map(([key, value]) => [key, visit(value)] as const);
    const copy = Object.fromEntries(entries) as Record<string, unknown>;
    if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null))
      copy.enum = [...(copy.enum as unknown[]), null];
    return copy;
  };
  return visit(document) as T;
}
