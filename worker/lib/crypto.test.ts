import { base64url } from 'jose';
import { describe, expect, it } from 'vitest';
import { bytesOfBase64Url, randomToken } from './crypto';

describe('randomToken', () => {
  it('is unpadded base64url of the asked number of random bytes', () => {
    expect(randomToken()).toMatch(/^[\w-]{43}$/);
    expect(randomToken(16)).toMatch(/^[\w-]{22}$/);
    expect(randomToken(3)).toMatch(/^[\w-]{4}$/);
    expect(randomToken()).not.toBe(randomToken());
  });
});

describe('bytesOfBase64Url', () => {
  it('reads what base64url.encode writes, for every length', () => {
    for (let length = 0; length <= 33; length++) {
      const bytes = crypto.getRandomValues(new Uint8Array(length));
      expect(bytesOfBase64Url(base64url.encode(bytes))).toEqual(bytes);
    }
  });

  it('refuses every other spelling of the same bytes, never throwing', () => {
    const bytes = new Uint8Array(32).fill(0xfb);
    const text = base64url.encode(bytes); // '-_v7…-_s': both URL-safe letters, 43 characters
    expect(text).toMatch(/^[-_v7]+s$/);
    // The last character carries 4 bits and 2 unused ones: 't' is 's' with an unused bit set, which a
    // lenient decoder reads as the same bytes.
    const unusedBitSet = `${text.slice(0, -1)}t`;
    expect(base64url.decode(unusedBitSet)).toEqual(bytes);
    for (const other of [
      `${text}=`,
      `${text}==`,
      text.replace(/-/g, '+').replace(/_/g, '/'),
      ` ${text}`,
      `${text}\n`,
      `${text.slice(0, 20)}.${text.slice(20)}`,
      unusedBitSet,
      'A', // no byte string has a length of 1 mod 4
      '%%%',
    ]) {
      expect(bytesOfBase64Url(other), JSON.stringify(other)).toBeNull();
    }
  });
});
