import { Hono } from 'hono';
import type { MessageResponse } from '#shared/api/auth';
import { CONTENT_MESSAGES } from '#shared/api/content-messages';
import {
  type AdminFaqsResponse,
  createFaqSchema,
  type FaqListResponse,
  faqListQuerySchema,
  type MovedFaqResponse,
  moveFaqSchema,
  type SavedFaqResponse,
  updateFaqSchema,
} from '#shared/api/faqs';
import type { AppEnv, AuthedEnv } from '#worker/app-env';
import { cachedJson } from '#worker/lib/cached-json';
import { ApiError } from '#worker/lib/errors';
import { idParam } from '#worker/lib/params';
import { validate } from '#worker/lib/validate';
import { readThrough } from '#worker/platform/cache/read-through';
import {
  createFaq,
  deleteFaq,
  faqListCacheKey,
  listAdminFaqs,
  listPublishedFaqs,
  moveFaq,
  updateFaq,
} from './faqs.repository';

const faqNotFound = () => new ApiError(404, 'not_found', CONTENT_MESSAGES.faqNotFound);

/** GET /api/faqs — published FAQs, through the versioned content cache. */
export const publicFaqRoutes = new Hono<AppEnv>().get('/', validate('query', faqListQuerySchema), async (c) => {
  const query = c.req.valid('query');
  const result = await readThrough<FaqListResponse>(
    c.env,
    c.executionCtx,
    'faqs',
    faqListCacheKey(query),
    (db) => listPublishedFaqs(db, query),
    () => true,
    'content',
  );
  return cachedJson(c, result);
});

/** /api/admin/faqs — mounted behind requireAdmin; every change is audited in its batch. */
export const adminFaqRoutes = new Hono<AuthedEnv>()
  .get('/', async (c) => c.json<AdminFaqsResponse>({ faqs: await listAdminFaqs(c.get('db')) }))
  .post('/', validate('json', createFaqSchema), async (c) => {
    const faq = await createFaq(c.get('db'), c.get('actor'), c.req.valid('json'));
    return c.json<SavedFaqResponse>({ faq, message: CONTENT_MESSAGES.faqCreated }, 201);
  })
  .patch('/:id', validate('param', idParam), validate('json', updateFaqSchema), async (c) => {
    const faq = await updateFaq(c.get('db'), c.get('actor'), c.req.valid('param').id, c.req.valid('json'));
    if (!faq) throw faqNotFound();
    return c.json<SavedFaqResponse>({ faq, message: CONTENT_MESSAGES.faqUpdated });
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    if (!(await deleteFaq(c.get('db'), c.get('actor'), c.req.valid('param').id))) throw faqNotFound();
    return c.json<MessageResponse>({ message: CONTENT_MESSAGES.faqDeleted });
  })
  .post('/:id/move', validate('param', idParam), validate('json', moveFaqSchema), async (c) => {
    const result = await moveFaq(c.get('db'), c.get('actor'), c.req.valid('param').id, c.req.valid('json').direction);
    if (!result) throw faqNotFound();
    return c.json<MovedFaqResponse>({ ...result, message: CONTENT_MESSAGES.faqMoved });
  });
