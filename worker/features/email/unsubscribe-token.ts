import { base64url } from 'jose';
import { bytesOfBase64Url } from '../../lib/crypto';

/**
 * The token in an optional email's unsubscribe link: the user's id and an HMAC of it under a key
 * derived from JWT_SECRET. It never expires (an old email's link keeps working) and names only
 * the one setting it can change.
 */
const PURPOSE = new TextEncoder().encode('trainer-marketplace unsubscribe v1');

async function key(secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: PURPOSE },
    material,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign', 'verify'],
  );
}

export async function unsubscribeToken(secret: string, userId: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await key(secret), new TextEncoder().encode(userId));
  return `${userId}.${base64url.encode(new Uint8Array(mac))}`;
}

/** The user id the token was made for, or null for anything forged or mangled. */
export async function userOfUnsubscribeToken(secret: string, token: string): Promise<string | null> {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const userId = token.slice(0, dot);
  const mac = bytesOfBase64Url(token.slice(dot + 1));
  if (!mac) return null;
  const valid = await crypto.subtle.verify('HMAC', await key(secret), mac, new TextEncoder().encode(userId));
  return valid ? userId : null;
}
