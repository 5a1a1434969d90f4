/** SPEC 7; '' when nothing usable is left, and callers fall back to `trainer-<part of user id>`. */
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

/** SPEC 5. */
export function blogSlugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
