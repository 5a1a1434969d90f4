import fc from 'fast-check';
import { ZodDefault, ZodNullable, ZodNumber, ZodObject, ZodOptional, ZodPipe, ZodString, type ZodType } from 'zod';
import { maxCodePointsOf } from '#shared/text';

/**
 * Inputs an attacker or a broken client sends: wrong types, control characters, huge and empty
 * strings, FTS and SQL syntax, odd number spellings, unknown fields. Used by api-fuzz.test.ts.
 */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  '\u0000Great coach',
  'Great\u0000coach',
  '\u0085',
  '\u009b[31m',
  '\u007f',
  '\r\n',
  '\t',
  '\uFEFF',
  '\u202Eevil',
  '\uD800',
  'e\u0301',
  '😀'.repeat(60),
  '"yoga" OR coach*',
  'NEAR(yoga coach)',
  'yoga AND NOT coach',
  '^start',
  'title:yoga',
  '*',
  '"',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '<select><style>a</style></select>',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  '%00',
  '%ZZ',
  '../../etc/passwd',
  '0x10',
  '1e3',
  ' 5',
  '5 ',
  '+5',
  '-1',
  '-0',
  'NaN',
  'Infinity',
  '9007199254740993',
  '1.5',
  '00',
  'true',
  'null',
  '[]',
  '{}',
  'a@b',
  'user@example.com',
  'health_wellness',
  'x'.repeat(5_000),
];

export const fuzzString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 120 }) },
  // Past the 64 KB body limit once serialised, now and then.
  { weight: 1, arbitrary: fc.integer({ min: 20_000, max: 70_000 }).map((n) => 'x'.repeat(n)) },
);

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fuzzString },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1, 2, 3, 4.5, 5, 6, 1e308, -1e-308, 2 ** 53 + 1) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

export const fuzzValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 3 }) },
);

/** The keys a zod schema reads (through pipes and preprocessing), e.g. a JSON body's fields. */
export function schemaKeys(schema: ZodType): string[] {
  if (schema instanceof ZodObject) return Object.keys(schema.shape);
  if (schema instanceof ZodPipe) return [...schemaKeys(schema.in as ZodType), ...schemaKeys(schema.out as ZodType)];
  return [];
}

/** A plausible value with something nasty spliced in (at the start, the end or inside): a control character, a lone surrogate, a flood. */
function mutatedSample(samples: unknown[]): fc.Arbitrary<unknown> {
  const strings = samples.filter((sample): sample is string => typeof sample === 'string');
  if (!strings.length) return fuzzValue;
  return fc
    .tuple(
      fc.constantFrom(...strings),
      fc.constantFrom('\u0000', '\u0085', '\u001b', '\uD800', '\n', 'e\u0301', '😀'),
      fc.oneof(fc.constant('start'), fc.constant('end'), fc.nat()),
      fc.constantFrom(1, 1, 1, 600),
    )
    .map(([sample, insert, where, times]) => {
      const at = where === 'start' ? 0 : where === 'end' ? sample.length : where % (sample.length + 1);
      return sample.slice(0, at) + insert.repeat(times) + sample.slice(at);
    });
}

/**
 * An object that is valid except where fuzzed: every field the endpoint reads with a plausible
 * value (so the request gets past the first check and reaches the code behind it), then one or
 * two fields replaced with fuzz or a nasty variant of a plausible value.
 */
export function nearlyValidObject(
  fieldNames: string[],
  plausible: Record<string, unknown[]>,
): fc.Arbitrary<Record<string, unknown>> {
  if (!fieldNames.length) return fc.constant({});
  const base = Object.fromEntries(
    fieldNames.map((name) => [name, fc.constantFrom(...(plausible[name]?.length ? plausible[name] : [undefined]))]),
  );
  const fuzzedField = fc
    .constantFrom(...fieldNames)
    .chain((name) =>
      fc.tuple(
        fc.constant(name),
        fc.oneof({ weight: 1, arbitrary: fuzzValue }, { weight: 2, arbitrary: mutatedSample(plausible[name] ?? []) }),
      ),
    );
  return fc
    .tuple(fc.record(base), fc.array(fuzzedField, { minLength: 1, maxLength: 2 }))
    .map(([valid, fuzzed]) => ({ ...valid, ...Object.fromEntries(fuzzed) }));
}

/** A field the endpoint reads, mostly, or an unknown one. */
function fieldName(fieldNames: string[]): fc.Arbitrary<string> {
  if (!fieldNames.length) return fc.string({ maxLength: 8 });
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...fieldNames) },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  );
}

/** Fields the endpoint reads and unknown ones, each with any value. */
export function fuzzObject(fieldNames: string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(fieldName(fieldNames), fuzzValue, { maxKeys: 6 });
}

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string | null };

export function fuzzBody(fieldNames: string[], plausible: Record<string, unknown[]>): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
    {
      weight: 10,
      arbitrary: nearlyValidObject(fieldNames, plausible).map((value): FuzzBody => ({ kind: 'json', value })),
    },
    { weight: 3, arbitrary: fuzzObject(fieldNames).map((value): FuzzBody => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: fc.anything().map((value): FuzzBody => ({ kind: 'json', value })) },
    {
      weight: 2,
      arbitrary: fc
        .record({
          text: fc.oneof(fc.constantFrom('{', '{"a":', 'nul', '', '[1,', '\u0000'), fuzzString),
          contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', null),
        })
        .map(({ text, contentType }): FuzzBody => ({ kind: 'raw', text, contentType })),
    },
  );
}

/** Query pairs: a nearly valid query, or any names and values (repeated names included). */
export function fuzzQuery(
  fieldNames: string[],
  plausible: Record<string, unknown[]>,
): fc.Arbitrary<[string, string][]> {
  const anyPairs = fc.array(fc.tuple(fieldName(fieldNames), fuzzString), { maxLength: 5 });
  const nearlyValid = nearlyValidObject(fieldNames, plausible).map((query) =>
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]): [string, string] => [
        key,
        typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
      ]),
  );
  return fc.oneof(anyPairs, nearlyValid);
}

/** What a field takes at most (and at least, for numbers), as its schema says. */
export type FieldLimit =
  | { kind: 'text'; max: number }
  | { kind: 'number'; min: number | null; max: number | null; integer: boolean };

/** The schemas a field's value passes through: optional, nullable and default wrappers, both ends of pipes. */
function innerSchemas(schema: ZodType): ZodType[] {
  if (schema instanceof ZodOptional || schema instanceof ZodNullable || schema instanceof ZodDefault) {
    return [schema, ...innerSchemas(schema.unwrap() as ZodType)];
  }
  if (schema instanceof ZodPipe) {
    return [schema, ...innerSchemas(schema.in as ZodType), ...innerSchemas(schema.out as ZodType)];
  }
  return [schema];
}

function limitOf(schema: ZodType): FieldLimit | null {
  for (const inner of innerSchemas(schema)) {
    const text = maxCodePointsOf(inner) ?? (inner instanceof ZodString ? inner.maxLength : null);
    if (text !== null && text !== undefined) return { kind: 'text', max: text };
    if (inner instanceof ZodNumber && (inner.minValue !== null || inner.maxValue !== null)) {
      const finite = (value: number | null) => (value !== null && Number.isFinite(value) ? value : null);
      return { kind: 'number', min: finite(inner.minValue), max: finite(inner.maxValue), integer: inner.isInt };
    }
  }
  return null;
}

/** Each field of an object schema (through pipes) whose schema states a limit. */
export function fieldLimits(schema: ZodType): Record<string, FieldLimit> {
  if (schema instanceof ZodPipe) return { ...fieldLimits(schema.in as ZodType), ...fieldLimits(schema.out as ZodType) };
  if (!(schema instanceof ZodObject)) return {};
  const limits: Record<string, FieldLimit> = {};
  for (const [name, field] of Object.entries(schema.shape as Record<string, ZodType>)) {
    const limit = limitOf(field);
    if (limit) limits[name] = limit;
  }
  return limits;
}

/**
 * Values at a limit and one past it: text of exactly the maximum and one more character, in ASCII,
 * two-byte and four-byte characters (bytes, not characters, are what SQLite and D1 limit), and all
 * LIKE/escape characters; numbers at their bounds, one past them and between integers.
 */
export function boundaryValues(limit: FieldLimit): { label: string; value: string | number }[] {
  if (limit.kind === 'text') {
    const { max } = limit;
    return [
      ...['a', 'é', '😀', '%', '_', '\\'].map((char) => ({ label: `${max} × ${char}`, value: char.repeat(max) })),
      { label: `${max + 1} × a`, value: 'a'.repeat(max + 1) },
      { label: `${max + 1} × é`, value: 'é'.repeat(max + 1) },
    ];
  }
  const values: { label: string; value: number }[] = [];
  for (const [bound, step] of [
    [limit.min, -1],
    [limit.max, 1],
  ] as const) {
    if (bound === null) continue;
    values.push({ label: `${bound}`, value: bound }, { label: `${bound + step}`, value: bound + step });
    if (limit.integer) values.push({ label: `${bound - step / 2}`, value: bound - step / 2 });
  }
  return values;
}
