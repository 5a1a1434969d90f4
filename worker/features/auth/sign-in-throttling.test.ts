import { describe, expect, it } from 'vitest';
import { createUser, freshIp, TEST_PASSWORD, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';

const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';

function signIn(email: string, password: string, options: { ip?: string; cookie?: string } = {}) {
  return callJson('/api/auth/sign-in', {
    method: 'POST',
    json: { email, password },
    headers: { 'cf-connecting-ip': options.ip ?? freshIp(), ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
}

function deviceCookieHeader(res: Response): string | undefined {
  return res.headers.getSetCookie().find((cookie) => cookie.startsWith('trusted_device='));
}

/** Signs the owner in once from their own browser and returns that browser's device cookie. */
async function knownDevice(user: TestUser): Promise<string> {
  const res = await signIn(user.email, TEST_PASSWORD);
  expect(res.status).toBe(200);
  const header = deviceCookieHeader(res);
  if (!header) throw new Error('no device cookie');
  return header.split(';')[0] ?? '';
}

/** Wrong passwords for the account from many addresses, as a distributed guessing attack would. */
async function attack(email: string, attempts: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) statuses.push((await signIn(email, `guess-${i}-wrong`)).status);
  return statuses;
}

describe('sign-in throttling that attackers cannot use to lock the owner out', () => {
  it('sets a signed, HttpOnly device cookie scoped to the sign-in endpoint on success only', async () => {
    const user = await createUser();
    expect(deviceCookieHeader(await signIn(user.email, 'wrong-password'))).toBeUndefined();
    const header = deviceCookieHeader(await signIn(user.email, TEST_PASSWORD)) ?? '';
    expect(header).toMatch(/^trusted_device=\d+\.[\w-]+\.[\w-]+;/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('Secure');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/api/auth/sign-in');
  });

  it('lets the owner in from a known device while strangers keep being throttled', async () => {
    const owner = await createUser();
    const cookie = await knownDevice(owner);

    const statuses = await attack(owner.email, 14);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);

    // The owner's known browser still signs in with the right password…
    expect((await signIn(owner.email, TEST_PASSWORD, { cookie })).status).toBe(200);
    // …while the attacker, from yet another address, is still refused (even with the right password).
    const attacker = await signIn(owner.email, TEST_PASSWORD);
    expect(attacker.status).toBe(429);
    expect(((await attacker.json()) as { error: { message: string } }).error.message).toBe(TOO_MANY);
  });

  it('counts failures from a known device against that device, not the account', async () => {
    const owner = await createUser();
    const cookie = await knownDevice(owner);
    for (let i = 0; i < 10; i++) expect((await signIn(owner.email, 'typo-typo', { cookie })).status).toBe(401);
    expect((await signIn(owner.email, TEST_PASSWORD, { cookie })).status).toBe(429);
    // The account itself was not locked by those: a new browser still gets in.
    expect((await signIn(owner.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("does not trust another account's device cookie or a tampered one", async () => {
    const owner = await createUser();
    const other = await createUser();
    const othersCookie = await knownDevice(other);
    const ownCookie = await knownDevice(owner);
    const [issued, nonce, signature] = ownCookie.replace('trusted_device=', '').split('.');
    const tampered = `trusted_device=${issued}.${nonce}x.${signature}`;
    const garbage = 'trusted_device=1.2.%%%';

    await attack(owner.email, 10);
    for (const cookie of [othersCookie, tampered, garbage]) {
      expect((await signIn(owner.email, TEST_PASSWORD, { cookie })).status).toBe(429);
    }
    expect((await signIn(owner.email, TEST_PASSWORD, { cookie: ownCookie })).status).toBe(200);
  });

  it('throttles one address guessing one account after 5 failures without locking other addresses', async () => {
    const owner = await createUser();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await signIn(owner.email, 'nope-nope', { ip })).status).toBe(401);
    expect((await signIn(owner.email, TEST_PASSWORD, { ip })).status).toBe(429);
    expect((await signIn(owner.email, TEST_PASSWORD)).status).toBe(200);
  });
});
