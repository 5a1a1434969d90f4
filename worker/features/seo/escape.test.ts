import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './escape';
import { matchPageRoute } from './page-routes';

describe('escaping', () => {
  it('JSON for a script element parses back to the same value and cannot end the script', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), (value, text) => {
        for (const input of [value, text, { text }, `</script>${text}<!--`]) {
          const json = jsonForScript(input);
          expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(input)));
          expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        }
      }),
    );
  });

  it('HTML escapes leave no character that ends an attribute or opens a tag', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(escapeHtml(text)).not.toMatch(/[<>"']/);
        expect(escapeHtml(`${text}&`)).toMatch(/&amp;$/);
      }),
    );
    expect(escapeHtml('"><img src=x onerror=alert(1)>')).toBe('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('page routes', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/trainers', { kind: 'browse' }],
    ['/trainers/', { kind: 'browse' }],
    ['/category/creative_arts', { kind: 'category', category: 'creative_arts' }],
    ['/category/cooking', { kind: 'not-found' }],
    ['/trainer/ana-lopez', { kind: 'trainer', slug: 'ana-lopez' }],
    ['/trainer/ana%20lopez', { kind: 'trainer', slug: 'ana lopez' }],
    ['/trainer/%E0%A4%A', { kind: 'not-found' }],
    ['/trainer', { kind: 'not-found' }],
    ['/blog', { kind: 'blog' }],
    ['/blog/first-post', { kind: 'blog-post', slug: 'first-post' }],
    ['/faq', { kind: 'static', page: 'faq' }],
    ['/privacy', { kind: 'static', page: 'privacy' }],
    ['/auth', { kind: 'auth' }],
    ['/admin/trainers', { kind: 'app' }],
    ['/saved-trainers', { kind: 'app' }],
    ['/admin/nope', { kind: 'not-found' }],
    ['/blog/a/b', { kind: 'not-found' }],
  ])('%s', (path, route) => {
    expect(matchPageRoute(path)).toEqual(route);
  });
});
