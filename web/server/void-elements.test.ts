import { describe, expect, it } from 'vitest';
import { withoutVoidSlashes } from './void-elements';

describe('withoutVoidSlashes', () => {
  it('writes void elements as HTML does, leaving SVG and text alone', () => {
    expect(withoutVoidSlashes('<img src="/a.svg" alt="A &gt; B"/><br/><input type="search" />')).toBe(
      '<img src="/a.svg" alt="A &gt; B"><br><input type="search">',
    );
    expect(withoutVoidSlashes('<link rel="preload" as="image" href="/x"/>')).toBe(
      '<link rel="preload" as="image" href="/x">',
    );
    const svg = '<svg viewBox="0 0 20 20"><path d="M0 0"/><circle r="1"/></svg>';
    expect(withoutVoidSlashes(svg)).toBe(svg);
    expect(withoutVoidSlashes('<p>a/&gt; b</p><imgs/>')).toBe('<p>a/&gt; b</p><imgs/>');
  });
});
