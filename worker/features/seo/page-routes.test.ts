import { describe, expect, it } from 'vitest';
import { matchPageRoute } from './page-routes';

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
