import { describe, expect, it } from 'vitest';
import type { WebServer } from '#shared/web-server';
import * as entry from './index';

// The worker type-checks `#web-server` against worker/shared/web-server-module.d.ts; this keeps what
// the entry exports the same as that contract (the assignment fails to compile otherwise).
const door: WebServer = entry;

describe('the server entry', () => {
  it('exports exactly what the worker may use', () => {
    expect(Object.keys(entry).sort()).toEqual(['pageTable', 'renderFirstScreen']);
    expect(door.pageTable.length).toBeGreaterThan(0);
  });
});
