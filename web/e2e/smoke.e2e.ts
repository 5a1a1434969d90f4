/**
 * The deploy smoke test (worker/scripts/smoke.ts, `npm run smoke`) against the app the e2e set-up
 * runs: every check passes, none is skipped, and each kind of breakage it exists for fails it.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, describe, expect, test } from 'vitest';
import { appOriginOf, runSmokeChecks, SMOKE_CHECKS, type SmokeResult } from '#worker/scripts/smoke';
import { baseURL } from './app-server';

const servers: Server[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
});

/** The app behind a proxy that changes its answers, as a broken deploy would. */
async function tamperedApp(tamper: (path: string, res: Response) => Response): Promise<string> {
  const server = createServer(async (req, res) => {
    const path = req.url ?? '/';
    const answer = tamper(path, await fetch(`${baseURL}${path}`, { redirect: 'manual' }));
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name)) headers[name] = value;
    });
    res.writeHead(answer.status, headers);
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const statuses = (results: SmokeResult[]) => Object.fromEntries(results.map((r) => [r.name, r.status]));
const allPass = Object.fromEntries(SMOKE_CHECKS.map((name) => [name, 'pass']));

describe('npm run smoke', () => {
  test('passes every check against the local app, with its APP_ORIGIN from wrangler.toml', async () => {
    const origin = await appOriginOf(undefined);
    const results = await runSmokeChecks(baseURL, { origin });
    expect(statuses(results), JSON.stringify(results, null, 2)).toEqual(allPass);
  });

  test('reads each deployed environment’s APP_ORIGIN', async () => {
    for (const environment of ['staging', 'production']) {
      expect(await appOriginOf(environment)).toMatch(/^https:\/\/[^/]+$/);
    }
  });

  test('fails a deploy whose database is unreachable', async () => {
    const url = await tamperedApp((path, res) =>
      path === '/api/health'
        ? Response.json({ error: { code: 'database_unavailable', message: 'x' } }, { status: 503 })
        : res,
    );
    const results = await runSmokeChecks(url);
    expect(statuses(results)).toEqual({ ...allPass, health: 'fail', 'security headers': 'fail' });
  });

  test('fails pages served without their security headers', async () => {
    const url = await tamperedApp((path, res) => {
      if (path.startsWith('/api/') || path.startsWith('/assets/') || path.endsWith('.xml')) return res;
      const headers = new Headers(res.headers);
      headers.delete('strict-transport-security');
      return new Response(res.body, { status: res.status, headers });
    });
    const results = await runSmokeChecks(url);
    expect(statuses(results)).toEqual({ ...allPass, 'security headers': 'fail' });
    expect(results.find((r) => r.name === 'security headers')?.detail).toBe('missing page: strict-transport-security');
  });

  test('fails a page rendered without its data and a missing script', async () => {
    const url = await tamperedApp((path, res) => {
      if (path.startsWith('/trainer/'))
        return new Response('<!doctype html><html><head></head><body><div id="root"></div></body></html>', {
          status: 200,
          headers: res.headers,
        });
      return res;
    });
    const results = await runSmokeChecks(url);
    expect(statuses(results)).toEqual({ ...allPass, page: 'fail', assets: 'fail' });
  });

  test('fails a deploy whose APP_ORIGIN is not the one expected', async () => {
    const results = await runSmokeChecks(baseURL, { origin: 'https://trainerhub.example' });
    expect(statuses(results)).toEqual({ ...allPass, page: 'fail', sitemap: 'fail' });
  });
});
