import { sha256Hex } from '../../lib/crypto';

/** Pages are revalidated on every use: cheap with the ETag (304, no body), never stale. */
export const REVALIDATE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** A strong validator from the exact body, so equal bytes (and only those) share it. */
export async function contentEtag(body: string): Promise<string> {
  return `"${(await sha256Hex(body)).slice(0, 32)}"`;
}

/** RFC 9110 If-None-Match: weak comparison, a list, or `*`. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * A text response with Cache-Control and an ETag from its content; 304 with no body when the
 * client already has these bytes (only for 200s: an error page is always sent).
 */
export async function conditionalResponse(
  request: Request,
  body: string,
  init: { status: number; headers: Headers },
): Promise<Response> {
  const headers = new Headers(init.headers);
  const etag = await contentEtag(body);
  headers.set('etag', etag);
  if (!headers.has('cache-control')) headers.set('cache-control', REVALIDATE_CACHE_CONTROL);
  if (init.status === 200 && matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === 'HEAD' ? null : body, { status: init.status, headers });
}
