import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { rememberTrustedDevice, trustedDeviceFor } from './device-cookie';

const SECRET = 'golden-secret';
const NOW = 1_760_000_000_000;
// Issued by the hand-written base64url encoder this module used before it took jose's, for
// user-1 at NOW: browsers hold such cookies for 180 days, so they must still be recognised.
const COOKIE_BEFORE = 'trusted_device=1760000000._lmigbX5JFD5ZapwA5_wlA.PVr6FdR0lD4PJOvIkpLzIH4MNdonw0mGCQYtrMAnE-Y';

/** The device id trustedDeviceFor finds in a request carrying `cookie` (or "null"). */
async function deviceOf(cookie: string, userId = 'user-1') {
  const app = new Hono().get('/', async (c) => c.text(String(await trustedDeviceFor(c, SECRET, userId, NOW))));
  return (await app.request('/', { headers: { cookie } })).text();
}

describe('device cookie', () => {
  it('recognises a cookie issued before the encoder changed', async () => {
    expect(await deviceOf(COOKIE_BEFORE)).toBe('_lmigbX5JFD5ZapwA5_wlA');
    expect(await deviceOf(COOKIE_BEFORE, 'user-2')).toBe('null');
  });

  it('recognises the cookie it issues', async () => {
    const app = new Hono().get('/', async (c) => {
      await rememberTrustedDevice(c, SECRET, 'user-1', NOW);
      return c.text('ok');
    });
    const header = (await app.request('/')).headers.get('set-cookie') ?? '';
    const cookie = header.split(';')[0] ?? '';
    expect(cookie).toMatch(/^trusted_device=1760000000\.[\w-]{22}\.[\w-]{43}$/);
    expect(await deviceOf(cookie)).toBe(cookie.split('.')[1]);
  });

  it('answers null for a signature that is not base64url', async () => {
    const [head] = COOKIE_BEFORE.split('.PVr');
    for (const signature of ['%%%', 'a+b/c', 'abc=', 'x'.repeat(129)]) {
      expect(await deviceOf(`${head}.${signature}`)).toBe('null');
    }
  });
});
