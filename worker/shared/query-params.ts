import * as z from 'zod';

// Only plain decimal digits: z.coerce.number() would take '0x10', '1e3', ' 5' and '' (decision 012).
const WHOLE_NUMBER = /^\d+$/;
const DECIMAL_NUMBER = /^\d+(\.\d+)?$/;

function numberParam(pattern: RegExp, label: string, kind: string, min: number, max: number) {
  const rangeMessage = `${label} must be between ${min} and ${max}`;
  return z
    .string({ error: `${label} must be ${kind}` })
    .regex(pattern, `${label} must be ${kind}`)
    .transform(Number)
    .pipe(z.number().min(min, rangeMessage).max(max, rangeMessage));
}

export function wholeNumberParam(label: string, min: number, max: number) {
  return numberParam(WHOLE_NUMBER, label, 'a whole number', min, max);
}

export function decimalParam(label: string, min: number, max: number) {
  return numberParam(DECIMAL_NUMBER, label, 'a number', min, max);
}

/** An empty value (`?minPrice=`) means "not given"; typed as the object, not `unknown`, so clients are typed per field. */
export function queryObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess<unknown, z.ZodObject<Shape>, z.input<z.ZodObject<Shape>>>((query: unknown) => {
    if (typeof query !== 'object' || query === null) return query;
    return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
  }, z.object(shape));
}

export const PAGE_CURSOR_INVALID = 'Invalid page cursor';

/** A keyset page's `cursor`: the `next_cursor` of the page before, opaque (base64url, at most `maxLength`). */
export function pageCursorParam(maxLength: number) {
  return z
    .string()
    .max(maxLength, { error: PAGE_CURSOR_INVALID })
    .regex(/^[A-Za-z0-9_-]+$/, { error: PAGE_CURSOR_INVALID });
}
