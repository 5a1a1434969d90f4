import { describe, expect, it } from 'vitest';
import { callWorker } from '#worker/test/http';
import { canonicalPathFor } from './canonical-path';

describe('one address per page', () => {
  it.each([
    ['/about/', '/about'],
    ['/trainers/', '/trainers'],
    ['/blog//', '/blog'],
    ['/About', '/about'],
    ['/TRAINERS/', '/trainers'],
    ['/category/Health_Wellness', '/category/health_wellness'],
    ['/trainer/Ana-Lopez/', '/trainer/ana-lopez'],
  ])('%s is %s', (path, canonical) => {
    expect(canonicalPathFor(path)).toBe(canonical);
  });

  it('leaves canonical paths, unknown paths and %-escapes as they are', () => {
    for (const path of [
      '/',
      '/about',
      '/trainer/ana-lopez',
      '/no/such/page/',
      '/category/cooking/',
      '/trainer/ana%2Fb',
    ]) {
      expect(canonicalPathFor(path), path).toBeNull();
    }
    expect(canonicalPathFor('/Trainer/ana%2Fb')).toBe('/trainer/ana%2Fb');
  });

  it('answers 301 to the canonical path, keeping the query; unknown paths stay 404', async () => {
    const moved = await callWorker('/trainers/?search=yoga&sort=rating', { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/trainers?search=yoga&sort=rating');
    const cased = await callWorker('/About', { redirect: 'manual' });
    expect(cased.status).toBe(301);
    expect(cased.headers.get('location')).toBe('/about');
    expect((await callWorker('/no/such/page/', { redirect: 'manual' })).status).toBe(404);
  });
});
