import { Hono } from 'hono';
import { AVATAR_SPEC, COVER_SPEC } from '#shared/generated-image-paths';
import type { AppEnv } from '#worker/app-env';
import { IMAGE_UNAVAILABLE, IMMUTABLE_CACHE_CONTROL, imageContentType } from '#worker/features/images/images';
import { ApiError, UnavailableError } from '#worker/lib/errors';
import { avatarSvg, coverSvg } from './generated-images';

/**
 * GET /api/images/:key — public; the key is a content hash, so the response never changes and is
 * cached for a year. A conditional request with a matching ETag gets 304 from R2's metadata.
 */
export const imageRoutes = new Hono<AppEnv>()
  // The demo data's pictures, drawn by the worker (generated-images.ts); same URL, same picture.
  .get('/generated/:kind/:spec', (c) => {
    const { kind, spec } = c.req.param();
    let svg: string | null = null;
    const avatar = kind === 'avatar' ? AVATAR_SPEC.exec(spec) : null;
    if (avatar?.[1] && avatar[2]) svg = avatarSvg(avatar[1], Number(avatar[2]));
    const cover = kind === 'cover' ? COVER_SPEC.exec(spec) : null;
    if (cover?.[1]) svg = coverSvg(Number(cover[1]));
    if (!svg) throw new ApiError(404, 'not_found', 'Image not found');
    c.header('Cache-Control', IMMUTABLE_CACHE_CONTROL);
    c.header('Content-Type', 'image/svg+xml');
    return c.body(svg, 200);
  })
  .get('/:key', async (c) => {
    const key = c.req.param('key');
    const contentType = imageContentType(key);
    if (!contentType) throw new ApiError(404, 'not_found', 'Image not found');
    const object = await c.env.IMAGES.get(key, { onlyIf: c.req.raw.headers }).catch((error: unknown) => {
      // R2 failing: 503, and the page shows the trainer's initials instead (web/lib/images).
      throw new UnavailableError(IMAGE_UNAVAILABLE, error);
    });
    if (!object) throw new ApiError(404, 'not_found', 'Image not found');
    c.header('Cache-Control', IMMUTABLE_CACHE_CONTROL);
    c.header('ETag', object.httpEtag);
    // The type comes from the key (checked by magic bytes on upload), not from stored metadata.
    c.header('Content-Type', contentType);
    if (!('body' in object)) return c.body(null, 304);
    c.header('Content-Length', String(object.size));
    return c.body(object.body, 200);
  });
