// An HMAC, not a plain hash (an IPv4 address's hash is reversible by trying them all); the day makes keys unlinkable.
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
