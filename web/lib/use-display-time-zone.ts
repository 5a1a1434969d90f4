import type { DisplayTimeZone } from './dates';
import { useHydrated } from './use-hydrated';

/**
 * The time zone to show dates in: UTC while rendering in the worker and while hydrating what it
 * rendered (the worker cannot know the viewer's zone, and hydration must render the same text),
 * the viewer's own right after.
 */
export function useDisplayTimeZone(): DisplayTimeZone {
  return useHydrated() ? undefined : 'UTC';
}
