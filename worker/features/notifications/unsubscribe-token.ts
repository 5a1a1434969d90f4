import { base64url } from 'jose';
import { bytesOfBase64Url } from '#worker/lib/crypto';

// Security: the MAC covers the address the email went to, checked against the account's current one, so the link
// dies with an email change and reveals only the user id (decision 076).
const PURPOSE = new TextEncoder().encode('trainer-marketplace unsubscribe link v2');
export const UNSUBSCRIBE_TOKEN_TTL_SECONDS = 365 * 24 * 60 * 60;

/** User ids are UUIDs; this also bounds what is read before the MAC is checked. */
const USER_ID = /^[A-Za-z0-9-]{1,64}$/;
const EXPIRY = /^\d{1,12}$/;
const MAC_BYTES = 32;

const keys = new Map<string, Promise<CryptoKey>>();

function key(secret: string): Promise<CryptoKey> {
  let derived = keys.get(secret);
  if (!derived) {
    derived = crypto.subtle
      .importKey('raw', new TextEncoder().encode(secret), 'HKDF', false, ['deriveKey'])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: PURPOSE },
          material,
          { name: 'HMAC', hash: 'SHA-256', length: 256 },
          false,
          ['sign', 'verify'],
        ),
      );
    keys.set(secret, derived);
  }
  return derived;
}

function signed(userId: string, email: string, expiresAt: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(new TextEncoder().encode(`${userId}\n${email.toLowerCase()}\n${expiresAt}`));
}

/** A token for the email going to `email` for `userId`, valid for a year from `now`. */
export async function unsubscribeToken(
  secret: string,
  recipient: { userId: string; email: string },
  now = Date.now(),
): Promise<string> {
  const expiresAt = Math.floor(now / 1000) + UNSUBSCRIBE_TOKEN_TTL_SECONDS;
  const mac = await crypto.subtle.sign('HMAC', await key(secret), signed(recipient.userId, recipient.email, expiresAt));
  return `${recipient.userId}.${expiresAt}.${base64url.encode(new Uint8Array(mac))}`;
}

export interface ParsedUnsubscribeToken {
  userId: string;
  expiresAt: number;
  mac: Uint8Array;
}

/** The parts of a token of exactly this shape, or null (older shapes too). */
export function parseUnsubscribeToken(token: string): ParsedUnsubscribeToken | null {
  const [userId, expiry, macText, extra] = token.split('.');
  if (!userId || !expiry || !macText || extra !== undefined) return null;
  if (!USER_ID.test(userId) || !EXPIRY.test(expiry)) return null;
  const mac = bytesOfBase64Url(macText);
  if (mac?.length !== MAC_BYTES) return null;
  return { userId, expiresAt: Number(expiry), mac };
}

/** 'invalid' when not made for this user at `email`; 'expired' only for a genuine token past its year. */
export async function checkUnsubscribeToken(
  secret: string,
  token: ParsedUnsubscribeToken,
  email: string,
  now = Date.now(),
): Promise<'valid' | 'invalid' | 'expired'> {
  const genuine = await crypto.subtle.verify(
    'HMAC',
    await key(secret),
    new Uint8Array(token.mac),
    signed(token.userId, email, token.expiresAt),
  );
  if (!genuine) return 'invalid';
  return token.expiresAt * 1000 <= now ? 'expired' : 'valid';
}
