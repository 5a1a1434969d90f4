import { sha256Hex } from './crypto';

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

/** 304 for a 200 the client has; the body is made only when sent, so a 304 or HEAD costs nothing of it. */
export async function validatedResponse(
  request: Request,
  etag: string,
  init: { status: number; headers: Headers },
  body: (headers: Headers) => string | Promise<string>,
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('etag', etag);
  if (!headers.has('cache-control')) headers.set('cache-control', REVALIDATE_CACHE_CONTROL);
  if (init.status === 200 && matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === 'HEAD' ? null : await body(headers), { status: init.status, headers });
}

/** validatedResponse with a strong ETag of the body itself. */
export async function conditionalResponse(
  request: Request,
  body: string,
  init: { status: number; headers: Headers },
): Promise<Response> {
  return validatedResponse(request, await contentEtag(body), init, () => body);
}
