import type { Context } from 'hono';

/** The caller's IP as Cloudflare reports it; 'unknown' locally when the header is absent. */
export function clientIp(c: Context): string {
  return c.req.header('cf-connecting-ip') ?? 'unknown';
}
