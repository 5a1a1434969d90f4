import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, PBKDF2_ITERATIONS, PBKDF2_MAX_ITERATIONS, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses parameters that production Workers accept (PBKDF2 at most 100,000 iterations)', async () => {
    expect(PBKDF2_MAX_ITERATIONS).toBe(100_000);
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(PBKDF2_MAX_ITERATIONS);
    const hash = await hashPassword('password123');
    const [scheme, iterations, salt, digest] = hash.split('$');
    expect(scheme).toBe('pbkdf2-sha256');
    expect(Number(iterations)).toBe(PBKDF2_ITERATIONS);
    expect(atob(salt ?? '').length).toBe(16);
    expect(atob(digest ?? '').length).toBe(32);
  });

  it('refuses to create or accept hashes above the production cap', async () => {
    await expect(hashPassword('x', { iterations: PBKDF2_MAX_ITERATIONS + 1 })).rejects.toThrow(/at most|between/);
    const tooStrong = (await hashPassword('secret', { iterations: 1000 })).replace('$1000$', '$100001$');
    expect(await verifyPassword('secret', tooStrong)).toBe(false);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
  });

  it('salts every hash and reads the iteration count from the stored string', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    const older = await hashPassword('legacy', { iterations: 10_000 });
    expect(await verifyPassword('legacy', older)).toBe(true);
  });

  it('rejects malformed stored hashes without throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'md5$1$a$b',
      'pbkdf2-sha256$abc$AAAA$AAAA',
      'pbkdf2-sha256$0$AAAA$AAAA',
      'pbkdf2-sha256$1000$!!!$AAAA',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });
});

describe('the cost of a verification', () => {
  afterEach(() => vi.restoreAllMocks());

  /** The iteration count of every PBKDF2 derivation `verify` runs. */
  async function derivations(verify: () => Promise<boolean>): Promise<number[]> {
    const deriveBits = vi.spyOn(crypto.subtle, 'deriveBits');
    await verify();
    const iterations = deriveBits.mock.calls.map(
      ([params]) => (params as SubtleCryptoDeriveKeyAlgorithm).iterations ?? 0,
    );
    deriveBits.mockRestore();
    return iterations;
  }

  it('is one PBKDF2 derivation at the current parameters, with or without a usable hash', async () => {
    const hash = await hashPassword('correct horse');
    expect(await derivations(() => verifyPassword('wrong', hash))).toEqual([PBKDF2_ITERATIONS]);
    // No account, a deleted account ('deleted'), a damaged hash: the same work, so sign-in cannot be timed.
    for (const stored of [null, 'deleted', '', 'pbkdf2-sha256$1000$!!!$AAAA']) {
      expect(await derivations(() => verifyPassword('wrong', stored)), String(stored)).toEqual([PBKDF2_ITERATIONS]);
    }
  });
});
