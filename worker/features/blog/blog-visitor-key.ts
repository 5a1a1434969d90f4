/**
 * The key that makes a blog view count once per visitor per post per UTC day, computed at intake:
 * HMAC-SHA256 (under a key derived from JWT_SECRET) of the client IP, user agent, post and day.
 * Neither the address nor a plain hash of it is stored (a plain hash of an IPv4 address can be
 * reversed by trying them all); the day in the input makes keys of different days unlinkable.
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(`blog-visitor:${secret}`),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    keys.set(secret, key);
  }
  return key;
}

/** `YYYY-MM-DD` of a time, in UTC. */
export function utcDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}

export async function blogVisitorKey(
  secret: string,
  visit: { ip: string; userAgent: string; postId: number; day: string },
): Promise<string> {
  const message = encoder.encode([visit.ip, visit.userAgent, visit.postId, visit.day].join('\n'));
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), message);
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
