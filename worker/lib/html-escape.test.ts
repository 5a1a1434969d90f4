import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './html-escape';

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
