import { describe, expect, it, vi } from 'vitest';
import type { WebServer } from '#shared/web-server';
import * as entry from './index';

// The worker type-checks `#web-server` against worker/shared/web-server-module.d.ts; this keeps what
// the entry exports the same as that contract (the assignment fails to compile otherwise).
const door: WebServer = entry;

const renderer = vi.hoisted(() => ({ loaded: false }));
vi.mock('./render-first-screen', () => {
  renderer.loaded = true;
  return { renderFirstScreen: async () => ({ html: '<p>first screen</p>', complete: true }) };
});

describe('the server entry', () => {
  it('exports exactly what the worker may use', () => {
    expect(Object.keys(entry).sort()).toEqual(['pageTable', 'renderFirstScreen']);
    expect(door.pageTable.length).toBeGreaterThan(0);
  });

  it('loads the renderer on the first render, not when the worker starts', async () => {
    expect(renderer.loaded).toBe(false);
    const screen = await entry.renderFirstScreen({
      url: 'https://example.com/',
      initialData: null,
      signedInHint: false,
      imageResizing: false,
    });
    expect(renderer.loaded).toBe(true);
    expect(screen).toEqual({ html: '<p>first screen</p>', complete: true });
  });
});
