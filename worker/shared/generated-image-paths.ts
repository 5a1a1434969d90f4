// Only capital letters and numbers travel in these URLs, so a URL is its picture.
export const AVATAR_SPEC = /^([A-Z]{1,2})-(\d{1,3})\.svg$/;
export const COVER_SPEC = /^(\d{1,4})\.svg$/;

/** The path of a generated avatar, as profiles and testimonials store it. */
export function avatarPath(name: string, hue: number): string {
  const letters = name
    .normalize('NFD')
    .replace(/[^A-Za-z\s]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);
  return `/api/images/generated/avatar/${letters || 'T'}-${hue % 1000}.svg`;
}

export function coverPath(n: number): string {
  return `/api/images/generated/cover/${n % 10_000}.svg`;
}
