/** The public origin pages are known by (canonical links, sitemap): APP_ORIGIN without a trailing slash. */
export function siteOrigin(env: Env): string {
  return env.APP_ORIGIN.replace(/\/+$/, '');
}
