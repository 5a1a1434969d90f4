import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { ApiError } from '../../lib/errors';
import { IMMUTABLE_CACHE_CONTROL, imageContentType } from './images';

/**
 * GET /api/images/:key — public; the key is a content hash, so the response never changes and is
 * cached for a year. A conditional request with a matching ETag gets 304 from R2's metadata.
 */
export const imageRoutes = new Hono<AppEnv>().get('/:key', async (c) => {
  const key = c.req.param('key');
  const contentType = imageContentType(key);
  if (!contentType) throw new ApiError(404, 'not_found', 'Image not found');
  const object = await c.env.IMAGES.get(key, { onlyIf: c.req.raw.headers });
  if (!object) throw new ApiError(404, 'not_found', 'Image not found');
  c.header('Cache-Control', IMMUTABLE_CACHE_CONTROL);
  c.header('ETag', object.httpEtag);
  // The type comes from the key (checked by magic bytes on upload), not from stored metadata.
  c.header('Content-Type', contentType);
  if (!('body' in object)) return c.body(null, 304);
  c.header('Content-Length', String(object.size));
  return c.body(object.body, 200);
});
