import * as z from 'zod';

/**
 * Strict parsing of query-string numbers. `z.coerce.number()` would take '0x10', '1e3', ' 5' and
 * '' (as 0); here only plain decimal digits pass, and anything else is a 400 naming the field.
 */
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

/**
 * An empty query value (`?minPrice=`) means "not given", for every field of the query object. Its
 * input type is the object's (a preprocess alone would make it `unknown`), so the query a client
 * sends is typed field by field (worker/api-type.ts).
 */
export function queryObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess<unknown, z.ZodObject<Shape>, z.input<z.ZodObject<Shape>>>((query: unknown) => {
    if (typeof query !== 'object' || query === null) return query;
    return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
  }, z.object(shape));
}
