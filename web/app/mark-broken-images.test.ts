import { afterEach, describe, expect, it } from 'vitest';
import { BROKEN, markBrokenImages } from './mark-broken-images';

describe('markBrokenImages', () => {
  const stop = new AbortController();
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('marks an image of the page when it fails to load, and no other', () => {
    // (The first look at images already there needs a real browser's `complete`: web/e2e.)
    markBrokenImages(document, stop.signal);
    document.body.innerHTML =
      '<div id="root"><img id="bad" src="/a.png" alt="A"><img id="good" src="/b.png" alt="B"></div>';
    const bad = document.getElementById('bad') as HTMLImageElement;
    bad.dispatchEvent(new Event('error'));
    expect(bad.hasAttribute(BROKEN)).toBe(true);
    expect(document.getElementById('good')?.hasAttribute(BROKEN)).toBe(false);
    stop.abort();
  });

  it('ignores errors of anything but images', () => {
    const ended = new AbortController();
    document.body.innerHTML = '<script id="s"></script>';
    markBrokenImages(document, ended.signal);
    const script = document.getElementById('s') as HTMLScriptElement;
    script.dispatchEvent(new Event('error'));
    expect(script.hasAttribute(BROKEN)).toBe(false);
    ended.abort();
  });
});
