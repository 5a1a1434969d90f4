import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { zodFieldErrors } from '#shared/zod-fields';
import { errorBody } from './errors';

/** Marks validator middleware with what it checks, so tests (api-fuzz) can read each endpoint's inputs. */
export const VALIDATES = Symbol.for('trainer-marketplace.validates');
export interface ValidatedInput {
  target: keyof ValidationTargets;
  schema: ZodType;
}

/** 400 with the uniform error shape: `message` the first problem (a form shows it as is), `fields` every bad field. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const fields = zodFieldErrors(result.error, target);
    const first = result.error.issues[0]?.message ?? 'Invalid request';
    return c.json(errorBody('validation_error', first, fields), 400);
  });
  const validates: ValidatedInput = { target, schema };
  return Object.assign(middleware, { [VALIDATES]: validates });
}
