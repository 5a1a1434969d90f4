import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '#shared/session-hint';
import { preparePageTests } from '#worker/test/built-shell';
import { createTrainer, createUser } from '#worker/test/fixtures';
import { callWorker } from '#worker/test/http';
import { passStalenessBound } from '#worker/test/staleness';
import { type PageInputs, pageValidator } from './page-validator';
import { forgetRenderedPagesForTests } from './rendered-pages';

const PROFILE = '/trainer/vera-validator';
let veraId = 0;

async function setHeadline(headline: string) {
  await env.DB.prepare('UPDATE trainers SET headline = ? WHERE id = ?').bind(headline, veraId).run();
  passStalenessBound();
}

/** A full page: `made` when this request made it, false when the isolate had it already. */
async function fetchPage(path: string, init?: RequestInit) {
  const res = await callWorker(path, init);
  const cache = res.headers.get('x-cache');
  expect(cache, path).toMatch(/^(hit|miss)$/);
  return { res, html: await res.text(), etag: res.headers.get('etag') ?? '', made: cache === 'miss' };
}

beforeAll(async () => {
  await preparePageTests();
  const vera = await createUser({ fullName: 'Vera Validator' });
  veraId = await createTrainer(vera, { slug: 'vera-validator', services: [{ title: 'Plan review', price: 30 }] });
  await setHeadline('Validates plans');
});

beforeEach(() => {
  forgetRenderedPagesForTests();
});

// Rendered pages are kept by their ETag: with the memo emptied, a request that made the page would
// leave it there, so a later full request that still renders proves the one before it did not.
describe('page ETag from the inputs, worked out before the page is made', () => {
  it('a matching If-None-Match is a 304 that makes no page, even when the isolate has not kept it', async () => {
    const first = await fetchPage(PROFILE);
    expect(first.res.status).toBe(200);
    expect(first.html).toContain('Validates plans');
    expect(first.made).toBe(true);
    expect(first.etag).toMatch(/^W\/"[0-9a-f]{32}"$/);

    forgetRenderedPagesForTests();
    for (const ifNoneMatch of [first.etag, first.etag.slice(2), `"other", ${first.etag}`]) {
      const again = await callWorker(PROFILE, { headers: { 'if-none-match': ifNoneMatch } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(first.etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    }
    const full = await fetchPage(PROFILE);
    expect(full.made).toBe(true);
    expect(full.html).toBe(first.html);
  });

  it('a HEAD request carries the ETag and makes no page', async () => {
    const head = await callWorker(PROFILE, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const full = await fetchPage(PROFILE);
    expect(head.headers.get('etag')).toBe(full.etag);
    expect(full.made).toBe(true);
  });

  it('changed data is a new ETag and a new page; the old ETag gets the new page', async () => {
    const before = await fetchPage(PROFILE);
    await setHeadline('Validates budgets');
    try {
      const after = await fetchPage(PROFILE, { headers: { 'if-none-match': before.etag } });
      expect(after.res.status).toBe(200);
      expect(after.etag).not.toBe(before.etag);
      expect(after.made).toBe(true);
      expect(after.html).toContain('Validates budgets');
    } finally {
      await setHeadline('Validates plans');
    }
  });

  it('the signed-in hint is an input: its page has its own ETag and is made for it', async () => {
    const anonymous = await fetchPage(PROFILE);
    const hinted = await fetchPage(PROFILE, {
      headers: { cookie: `${SIGNED_IN_HINT_COOKIE}=${SIGNED_IN_HINT_VALUE}` },
    });
    expect(hinted.etag).not.toBe(anonymous.etag);
    expect(hinted.made).toBe(true);
    expect(hinted.html).not.toBe(anonymous.html);
  });

  it('a 404 is sent in full for a matching ETag', async () => {
    const first = await callWorker('/trainer/nobody-by-that-name');
    expect(first.status).toBe(404);
    const again = await callWorker('/trainer/nobody-by-that-name', {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('<div id="root">');
  });
});

describe('pages kept by the isolate', () => {
  it('the same page for the same inputs is sent again without a render, byte for byte', async () => {
    const first = await fetchPage(PROFILE);
    const second = await fetchPage(PROFILE);
    expect([first.made, second.made]).toEqual([true, false]);
    expect(second.html).toBe(first.html);
    expect(second.etag).toBe(first.etag);
  });

  it('pages without a first screen (a 404, a signed-in screen) are not kept: they cost no render', async () => {
    for (const path of ['/trainer/nobody-by-that-name', '/dashboard']) {
      const first = await fetchPage(path);
      const second = await fetchPage(path);
      expect([first.made, second.made], path).toEqual([true, true]);
      expect(second.html, path).toBe(first.html);
    }
  });

  it('another URL of the same page is made for its own inputs', async () => {
    const profile = await fetchPage(PROFILE);
    const tracked = await fetchPage(`${PROFILE}?source=search`);
    expect([profile.made, tracked.made]).toEqual([true, true]);
    expect(tracked.etag).not.toBe(profile.etag);
    expect(tracked.html).toContain('Validates plans');
  });
});

describe('pageValidator', () => {
  const inputs: PageInputs = {
    codeVersion: 'version-a',
    shellHtml: '<html><div id="root"></div></html>',
    url: 'http://localhost/trainer/a',
    status: 200,
    additions: {
      head: {
        title: 'A',
        description: 'd',
        canonical: 'http://localhost/trainer/a',
        noindex: false,
        ogType: 'profile',
        image: null,
        heroImage: null,
        jsonLd: [],
      },
      modulepreloads: ['/assets/a.js'],
      initialDataJson: '{"query":"trainer-profile"}',
      initialDataId: 'initial-data',
      appLoader: '/assets/boot.js',
      imageResizing: false,
    },
    rendered: true,
    signedInHint: false,
    day: '2026-11-24',
  };

  it('is stable for equal inputs', async () => {
    expect(await pageValidator(structuredClone(inputs))).toBe(await pageValidator(inputs));
  });

  it('changes with every input, the code version included', async () => {
    const base = await pageValidator(inputs);
    const variants: PageInputs[] = [
      { ...inputs, codeVersion: 'version-b' },
      { ...inputs, shellHtml: `${inputs.shellHtml} ` },
      { ...inputs, url: `${inputs.url}?source=search` },
      { ...inputs, status: 404 },
      { ...inputs, additions: { ...inputs.additions, head: { ...inputs.additions.head, title: 'B' } } },
      { ...inputs, additions: { ...inputs.additions, modulepreloads: [] } },
      { ...inputs, additions: { ...inputs.additions, initialDataJson: '{"query":"trainer-list"}' } },
      { ...inputs, additions: { ...inputs.additions, appLoader: null } },
      { ...inputs, additions: { ...inputs.additions, imageResizing: true } },
      { ...inputs, rendered: false },
      { ...inputs, signedInHint: true },
      { ...inputs, day: '2026-11-25' },
    ];
    const validators = await Promise.all(variants.map((variant) => pageValidator(variant)));
    for (const [index, validator] of validators.entries()) expect(validator, `variant ${index}`).not.toBe(base);
    expect(new Set(validators).size).toBe(variants.length);
  });
});
