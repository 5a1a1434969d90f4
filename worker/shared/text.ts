import * as z from 'zod';
import { codePointLength } from '#shared/code-points';

/**
 * The one rule every piece of user-written text goes through (names, titles, comments, messages,
 * reasons, headlines, bios, search), shared by the worker's validators and the web forms:
 * - C0/C1 control characters (NUL included) are refused with a message naming the field; newline
 *   and tab are allowed in multi-line fields, where CR LF and lone CR become LF;
 * - text is trimmed and NFC-normalised, so what is stored is what is compared and counted;
 * - lengths count code points, as the user sees them and as SQLite's `length()` in the CHECKs does
 *   (a UTF-16 count would call one emoji two characters).
 */
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
  // One check() with every step, in order, rather than a chained call per step: each chained call
  // builds a whole new schema, and the app builds these for every text field when it starts.
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
