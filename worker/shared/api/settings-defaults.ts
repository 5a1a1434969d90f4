import type { PlatformSettings } from './settings';

/**
 * Settings never saved read as off. Kept apart from the zod schemas in ./settings so every page
 * can use them (the layout does) without putting zod on the first load.
 */
export const DEFAULT_SETTINGS: PlatformSettings = {
  maintenance_mode: { enabled: false, message: '' },
  announcement: { enabled: false, message: '', type: 'info' },
};
