import { describe, expect, it } from 'vitest';
import { randomToken } from './crypto';

describe('randomToken', () => {
  it('is unpadded base64url of the asked number of random bytes', () => {
    expect(randomToken()).toMatch(/^[\w-]{43}$/);
    expect(randomToken(16)).toMatch(/^[\w-]{22}$/);
    expect(randomToken(3)).toMatch(/^[\w-]{4}$/);
    expect(randomToken()).not.toBe(randomToken());
  });
});
