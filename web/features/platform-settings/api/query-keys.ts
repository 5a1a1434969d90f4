/** Cache key of the public platform settings every page reads (announcement, maintenance). */
export const siteStatusKeys = {
  settings: () => ['site-status', 'settings'] as const,
};
