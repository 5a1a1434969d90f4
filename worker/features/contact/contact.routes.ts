import { Hono } from 'hono';
import type { MessageResponse } from '#shared/api/auth';
import { contactSchema } from '#shared/api/contact';
import { CONTACT_MESSAGES } from '#shared/api/contact-constants';
import type { AppEnv } from '#worker/app-env';
import { clientIp } from '#worker/lib/client-ip';
import { validate } from '#worker/lib/validate';
import { optionalUser } from '#worker/platform/auth/auth.middleware';
import { consumeRateLimit, type RateRule } from '#worker/platform/rate-limit';
import { insertContactSubmission } from './contact.repository';
import { notifyAdminsOfContact } from './contact-notification';

export const CONTACT_PER_IP: RateRule = { name: 'contact-ip', limit: 5, windowSeconds: 60 * 60 };
export const CONTACT_PER_USER: RateRule = { name: 'contact-user', limit: 5, windowSeconds: 60 * 60 };

export const contactRoutes = new Hono<AppEnv>().post('/', optionalUser, validate('json', contactSchema), async (c) => {
  const actor = c.get('actor');
  await consumeRateLimit(
    c.get('db'),
    [{ rule: CONTACT_PER_IP, subject: clientIp(c) }, ...(actor ? [{ rule: CONTACT_PER_USER, subject: actor.id }] : [])],
    'Too many messages. Please try again later.',
  );
  const input = c.req.valid('json');
  const db = c.get('db');
  const submission = await insertContactSubmission(db, input, actor?.id ?? null);
  if (submission) await notifyAdminsOfContact(c.env, db, submission);
  return c.json<MessageResponse>({ message: CONTACT_MESSAGES.successDescription }, 201);
});
