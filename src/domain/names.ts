import { z } from 'zod';

/**
 * Bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069) and
 * the invisible direction marks (U+200E, U+200F). In a name they make it read differently from
 * the letters it holds ("Trojan Source"): a patient list, an invoice or a mail would show one
 * name and hold another.
 */
const BIDI_CONTROL = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export const BIDI_CONTROL_MESSAGE =
  'Remove the invisible text-direction characters: a name may not contain them (they are often pasted in by accident).';

/** `schema` that also refuses bidirectional control characters, with a message a person can act on. */
export const withoutBidiControls = (schema: z.ZodString) =>
  schema.refine((value) => !BIDI_CONTROL.test(value), BIDI_CONTROL_MESSAGE);
