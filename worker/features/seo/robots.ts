/** Screens with nothing to index (signed-in pages, the admin) and the API. */
const DISALLOWED = [
  '/api',
  '/admin',
  '/dashboard',
  '/manage-profile',
  '/trainer-analytics',
  '/saved-trainers',
  '/auth',
  '/account',
  '/unsubscribe',
];

/**
 * Crawlers stay out of the API, except profile photos: they are the link-preview images
 * (og:image), and preview bots such as Twitterbot honour robots.txt (the longest rule wins).
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/images/',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
