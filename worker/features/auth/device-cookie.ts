import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { base64url } from 'jose';
import { bytesOfBase64Url, randomToken } from '#worker/lib/crypto';

// OWASP device cookies (decision 010): a browser that signed in before can still sign in while strangers' failures
// throttle the account. The signature covers the user id, so the cookie names no account.
const NAME = 'trusted_device';
const PATH = '/api/auth/sign-in';
export const DEVICE_COOKIE_TTL_SECONDS = 180 * 24 * 60 * 60;

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function signingKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(`device-cookie:${secret}`),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

function payload(userId: string, issuedAt: number, nonce: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(encoder.encode(`v1:${userId}:${issuedAt}:${nonce}`));
}

/** The device's id (its nonce) for a valid, unexpired cookie of this user; null otherwise. */
export async function trustedDeviceFor(c: Context, secret: string, userId: string, now = Date.now()) {
  const value = getCookie(c, NAME);
  const [issued, nonce, signature, extra] = value?.split('.') ?? [];
  if (!issued || !nonce || !signature || extra !== undefined || !/^\d{1,12}$/.test(issued)) return null;
  const issuedAt = Number(issued);
  if (issuedAt * 1000 + DEVICE_COOKIE_TTL_SECONDS * 1000 < now || issuedAt * 1000 > now + 60_000) return null;
  // Bounded before decoding: a forged cookie may be any length.
  const signatureBytes = /^[\w-]{1,128}$/.test(signature) ? bytesOfBase64Url(signature) : null;
  if (!signatureBytes) return null;
  const valid = await crypto.subtle.verify(
    'HMAC',
    await signingKey(secret),
    signatureBytes,
    payload(userId, issuedAt, nonce),
  );
  return valid ? nonce : null;
}

/** Marks this browser as one that signed in to the account (a fresh nonce each time). */
export async function rememberTrustedDevice(c: Context, secret: string, userId: string, now = Date.now()) {
  const issuedAt = Math.floor(now / 1000);
  const nonce = randomToken(16);
  const signature = await crypto.subtle.sign('HMAC', await signingKey(secret), payload(userId, issuedAt, nonce));
  setCookie(c, NAME, `${issuedAt}.${nonce}.${base64url.encode(new Uint8Array(signature))}`, {
    path: PATH,
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    maxAge: DEVICE_COOKIE_TTL_SECONDS,
  });
}
