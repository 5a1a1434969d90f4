import { base64url } from 'jose';

/** Random opaque token (unpadded base64url, 256 bits). */
export function randomToken(bytes = 32): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** Unpadded base64url: its alphabet only, and never a length no byte string encodes to. */
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * The bytes of unpadded base64url text (what jose's `base64url.encode` writes), or null when the
 * text is anything else: values read back from cookies, links and rows may be damaged or forged,
 * and their readers answer "not valid" rather than fail. Exact: padding (`=`), the standard
 * alphabet (`+`, `/`), whitespace and the other spellings of the same bytes (non-zero unused bits
 * in the last character) are all refused, so one value has one text.
 */
export function bytesOfBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  let bytes: Uint8Array;
  try {
    bytes = base64url.decode(text);
  } catch {
    return null;
  }
  return base64url.encode(bytes) === text ? bytes : null;
}

/** SHA-256 hex digest of bytes (content-hash keys for stored images). */
export async function sha256HexBytes(bytes: BufferSource): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 hex digest of text: refresh tokens are stored only as hashes. */
export function sha256Hex(text: string): Promise<string> {
  return sha256HexBytes(new TextEncoder().encode(text));
}
