import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS as viaAlias, CATEGORY_KEYS as viaPath } from '#shared/categories';

// package.json "imports" maps `#shared/*` to worker/shared; the web app imports the contract only
// that way, and the workers pool must resolve it too so either side can import the same module.
describe('#shared/* imports', () => {
  it('resolve to the same worker/shared module inside workerd', () => {
    expect(viaAlias).toBe(viaPath);
  });
});
