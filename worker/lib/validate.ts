import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { errorBody } from './errors';

/**
 * zod validation for any request part, answering bad input with 400 and the uniform error shape:
 * `message` is the first problem (so a form can show it as is), `fields` names every bad field.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.') || target;
      fields[path] ??= issue.message;
    }
    const first = result.error.issues[0]?.message ?? 'Invalid request';
    return c.json(errorBody('validation_error', first, fields), 400);
  });
}
