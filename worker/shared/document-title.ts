/** The site's name and default description, and how a page's title is written with it. */
export const SITE_NAME = 'TrainerHub';
export const DEFAULT_DESCRIPTION = 'Find and connect with professional trainers, coaches and consultants.';

/** `Title | TrainerHub`, or the site name alone for the home page. */
export function documentTitle(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}
