import * as z from 'zod';
import { parseUrl } from '#shared/parse-url';
import { type TextRule, userText } from '#shared/text';

export const IMAGE_URL_MAX = 2000;

/** A text field that may be cleared: absent stays absent (PATCH: keep), '' or null becomes null. */
export function clearableText(rule: Omit<TextRule, 'required'>) {
  return userText(rule)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));
}

const IMAGE_PATH = /^\/api\/images\/[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** An https URL (no credentials) or an image uploaded through the worker (`/api/images/...`). */
export function isImageUrl(value: string): boolean {
  if (IMAGE_PATH.test(value)) return !value.includes('..');
  if (!/^https:\/\//i.test(value)) return false;
  const url = parseUrl(value);
  return url !== null && url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

export function imageUrlField(label: string) {
  return clearableText({ label, max: IMAGE_URL_MAX }).refine((value) => value == null || isImageUrl(value), {
    message: `${label} must be an https:// URL or an uploaded image`,
  });
}

export const booleanField = (label: string) => z.boolean({ error: `${label} must be true or false` });
