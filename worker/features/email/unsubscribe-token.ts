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

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

export async function unsubscribeToken(secret: string, userId: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await key(secret), new TextEncoder().encode(userId));
  return `${userId}.${toBase64Url(mac)}`;
}

/** The user id the token was made for, or null for anything forged or mangled. */
export async function userOfUnsubscribeToken(secret: string, token: string): Promise<string | null> {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const userId = token.slice(0, dot);
  const mac = fromBase64Url(token.slice(dot + 1));
  if (!mac) return null;
  const valid = await crypto.subtle.verify('HMAC', await key(secret), mac, new TextEncoder().encode(userId));
  return valid ? userId : null;
}
