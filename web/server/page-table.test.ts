import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicRoutes } from '#web/app/public-routes';
import { routes } from '#web/app/routes';
import { pageRoutes, pageTable } from './page-table';

/** Every module a route could load, by its path from web/ (the build manifest's key). */
const featureModules = import.meta.glob(['../features/*/*.ts', '../features/*/*.tsx', '!../features/*/*.test.*']);

const pathsOf = (table: Iterable<{ path: string }>) => [...table].map(({ path }) => path).sort();

describe('the page table the worker serves from', () => {
  it("has every page route of the browser's router, and nothing else", () => {
    expect(pathsOf(pageTable)).toEqual(pathsOf(pageRoutes(routes)));
  });

  it('marks as public exactly the routes anyone may open (the ones the worker may render)', () => {
    expect(pathsOf(pageTable.filter((entry) => entry.public))).toEqual(pathsOf(pageRoutes(publicRoutes)));
  });

  it('names, for each public route, the modules its lazy() loads, in the order it loads them (page, then loader)', async () => {
    for (const { path, route } of pageRoutes(publicRoutes)) {
      const entry = pageTable.find((candidate) => candidate.path === path);
      // lazyPage's form: the page component and, for some routes, a loader, each from its own module.
      const lazy = route.lazy as Exclude<RouteObject['lazy'], () => unknown> | undefined;
      const loaded = [await lazy?.Component?.(), ...(lazy?.loader ? [await lazy.loader()] : [])];
      const declared = await Promise.all(
        (entry?.modules ?? []).map((module) => {
          const load = featureModules[`../${module}`];
          if (!load) throw new Error(`${path}: no module ${module}`);
          return load() as Promise<Record<string, unknown>>;
        }),
      );
      expect(
        loaded.map((value) => declared.findIndex((module) => Object.values(module).includes(value))),
        path,
      ).toEqual(declared.map((_, index) => index));
    }
  });
});
