import type { z } from 'zod';

/** The first message of each field of a failed parse, keyed by the field's path. */
export function firstMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}
