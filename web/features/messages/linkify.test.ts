import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('makes http and https addresses links and keeps the rest as text', () => {
    expect(linkify('See https://a.example/path?q=1 and http://b.example now')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://a.example/path?q=1', href: 'https://a.example/path?q=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://b.example', href: 'http://b.example/' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves sentence punctuation and unopened brackets outside the link', () => {
    expect(linkify('Go to https://a.example.')).toEqual([
      { kind: 'text', text: 'Go to ' },
      { kind: 'link', text: 'https://a.example', href: 'https://a.example/' },
      { kind: 'text', text: '.' },
    ]);
    expect(linkify('(https://a.example/x), ok')[1]).toEqual({
      kind: 'link',
      text: 'https://a.example/x',
      href: 'https://a.example/x',
    });
    expect(linkify('https://en.wikipedia.org/wiki/Foo_(bar)')[0]).toMatchObject({
      text: 'https://en.wikipedia.org/wiki/Foo_(bar)',
    });
  });

  it('never links another scheme, nor an address glued to a word', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'ftp://a.example',
      'www.a.example',
      'xhttps://a.example',
      'mailto:a@b.example',
    ]) {
      expect(linkify(text), text).toEqual([{ kind: 'text', text }]);
    }
  });

  it('keeps markup as text: nothing in a message becomes HTML', () => {
    const text = '<img src=x onerror=alert(1)> <a href="javascript:x">https://a.example</a>';
    const parts = linkify(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual(['https://a.example']);
  });

  it('skips something that only looks like an address', () => {
    expect(linkify('http://')).toEqual([{ kind: 'text', text: 'http://' }]);
    expect(linkify('https://[bad')).toEqual([{ kind: 'text', text: 'https://[bad' }]);
  });
});
