/**
 * Trainer slug (SPEC 7): lower-cased full name, non-alphanumerics removed, spaces to hyphens.
 * Returns '' when nothing usable is left; callers then fall back to `trainer-<part of user id>`.
 */
export function trainerSlugFromName(fullName: string): string {
  return fullName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

export function fallbackTrainerSlug(userId: string): string {
  return `trainer-${userId
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 8)
    .toLowerCase()}`;
}

/** Blog slug (SPEC 5): lower-cased, non-alphanumeric runs become hyphens, edge hyphens trimmed. */
export function blogSlugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
