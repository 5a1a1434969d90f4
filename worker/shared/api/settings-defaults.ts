import type { PlatformSettings } from './settings';

/** Never-saved settings read as off; apart from the schemas so every page can use them without zod. */
export const DEFAULT_SETTINGS: PlatformSettings = {
  maintenance_mode: { enabled: false, message: '' },
  announcement: { enabled: false, message: '', type: 'info' },
};
