import * as z from 'zod';
import { codePointLength } from '#shared/code-points';

/** The one rule for user-written text, shared by the worker and the web forms (decision 011): control characters refused, trimmed, NFC, code points counted. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above, minus tab (09) and newline (0a).
const CONTROL_CHARACTERS_EXCEPT_TAB_AND_NEWLINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

export interface TextRule {
  /** How messages name the field, e.g. 'Title'. */
  label: string;
  max: number;
  /** At least one character after trimming; otherwise an empty value passes (and callers map it). */
  required?: boolean;
  multiline?: boolean;
  messages?: { required?: string; tooLong?: string; invalid?: string };
}

export function controlCharacterMessage(label: string): string {
  return `${label} must not contain control characters`;
}

export function userText({ label, max, required = false, multiline = false, messages = {} }: TextRule) {
  const requiredMessage = messages.required ?? `${label} is required`;
  const forbidden = multiline ? CONTROL_CHARACTERS_EXCEPT_TAB_AND_NEWLINE : CONTROL_CHARACTERS;
  // One check() rather than a chained call per step: each builds a whole new schema, for every field at start-up.
  return z
    .string({ error: messages.invalid ?? (required ? requiredMessage : `${label} must be text`) })
    .check(
      ...(multiline ? [z.overwrite((value: string) => value.replace(/\r\n?/g, '\n'))] : []),
      z.trim(),
      z.refine((value: string) => !forbidden.test(value), { message: controlCharacterMessage(label), abort: true }),
      z.normalize('NFC'),
      z.refine((value: string) => !required || value.length > 0, { message: requiredMessage, abort: true }),
      z.refine((value: string) => codePointLength(value) <= max, {
        message: messages.tooLong ?? `${label} must be at most ${max} characters`,
      }),
    )
    .meta({ maxCodePoints: max });
}

/** The limit a userText schema was built with, read back (the fuzz test sends values at it and past it). */
export function maxCodePointsOf(schema: z.ZodType): number | undefined {
  const limit = z.globalRegistry.get(schema)?.maxCodePoints;
  return typeof limit === 'number' ? limit : undefined;
}

/** An optional text field: absent, empty or blank becomes null. */
export function optionalUserText(rule: Omit<TextRule, 'required'>) {
  return userText(rule)
    .optional()
    .transform((value) => value || null);
}
