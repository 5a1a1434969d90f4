// Demo pictures drawn here, as browsers may not reach placeholder hosts (decision 066). Made only from validated
// URL parameters, so a URL is always the same picture and cacheable for good.
export const AVATAR_SIZE = 300;
export const COVER_SIZE = { width: 1200, height: 630 } as const;

const hueOf = (n: number) => n % 360;

/** A round-cornered square in one hue with the person's initials. */
export function avatarSvg(initials: string, hue: number): string {
  const h = hueOf(hue);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 300 300">`,
    `<rect width="300" height="300" fill="hsl(${h} 55% 45%)"/>`,
    `<circle cx="240" cy="60" r="110" fill="hsl(${(h + 40) % 360} 60% 55%)" opacity="0.35"/>`,
    `<text x="150" y="150" dy="0.35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="120" font-weight="600" fill="#fff">${initials}</text>`,
    '</svg>',
  ].join('');
}

/** A 1200×630 gradient with a few soft shapes, its colours from the number. */
export function coverSvg(n: number): string {
  const h = hueOf(n * 47);
  const h2 = (h + 60) % 360;
  const { width, height } = COVER_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 65% 50%)"/><stop offset="1" stop-color="hsl(${h2} 65% 40%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${200 + ((n * 83) % 800)}" cy="${150 + ((n * 29) % 300)}" r="220" fill="#fff" opacity="0.12"/>`,
    `<circle cx="${900 - ((n * 61) % 500)}" cy="${480 - ((n * 17) % 200)}" r="160" fill="#fff" opacity="0.1"/>`,
    '</svg>',
  ].join('');
}
