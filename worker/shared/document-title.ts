export const SITE_NAME = 'TrainerHub';
export const DEFAULT_DESCRIPTION = 'Find and connect with professional trainers, coaches and consultants.';

/** `Title | TrainerHub`, or the site name alone for the home page. */
export function documentTitle(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Search engines cut meta descriptions past ~160 characters anyway. */
const DESCRIPTION_MAX = 160;

export function summarize(text: string | null | undefined, fallback = DEFAULT_DESCRIPTION): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) return fallback;
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length);
  return `${atWord.replace(/[\s,.;:–-]+$/, '')}…`;
}
