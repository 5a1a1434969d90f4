import { describe, expect, it } from 'vitest';
import { openSuccessor, sealSuccessor } from './successor-seal';

// Sealed by the hand-written base64url encoder this module used before it took jose's: rows
// written then must still open (the value holds both '-' and '_', the two url-safe letters).
const SEALED_BEFORE = 'WRXcN5gAClWoGafL_4SQwn9J4pGyrQBTN-KimEX0k6VzAc-DnKD5KN2_RQ';

describe('successor seal', () => {
  it('opens a value sealed before the encoder changed', async () => {
    expect(await openSuccessor('predecessor-token', 'predecessor-hash', SEALED_BEFORE)).toBe('successor-token');
  });

  it('opens its own seal only with the same token and row', async () => {
    const sealed = await sealSuccessor('predecessor-token', 'predecessor-hash', 'successor-token');
    expect(sealed).toMatch(/^[\w-]+$/);
    expect(await openSuccessor('predecessor-token', 'predecessor-hash', sealed)).toBe('successor-token');
    expect(await openSuccessor('another-token', 'predecessor-hash', sealed)).toBeNull();
    expect(await openSuccessor('predecessor-token', 'another-hash', sealed)).toBeNull();
  });

  it('answers null, not an error, for text that is not a seal', async () => {
    // jose reads base64url only: the '+' and '/' of plain base64 (never written here) are refused.
    const plainBase64 = SEALED_BEFORE.replace('-', '+').replace('_', '/');
    for (const garbage of ['', 'short', '!!!not base64!!!', `${SEALED_BEFORE}x`, plainBase64]) {
      expect(await openSuccessor('predecessor-token', 'predecessor-hash', garbage)).toBeNull();
    }
  });
});
