import type { SocialPlatform } from '#shared/enums';
import { parseUrl } from '#shared/parse-url';

/** SPEC 5's link rules, shared by the profile page, the completeness score and the save, so an unsaveable value is never a link. */
export type LinkPlatform = Exclude<SocialPlatform, 'whatsapp'>;

const HANDLE_URL: Record<LinkPlatform, (handle: string) => string> = {
  website: (value) => `https://${value}`,
  instagram: (handle) => `https://instagram.com/${handle}`,
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
  snapchat: (handle) => `https://www.snapchat.com/add/${handle}`,
};

/** A full URL for a social platform must be on that platform's site (the domain or a subdomain). */
export const PLATFORM_DOMAINS: Record<Exclude<LinkPlatform, 'website'>, string> = {
  instagram: 'instagram.com',
  tiktok: 'tiktok.com',
  snapchat: 'snapchat.com',
};

/** Letters, digits, dot, underscore and hyphen: what the platforms allow in user names. */
const HANDLE = /^[a-z0-9._-]{1,60}$/i;
const HTTP_URL = /^https?:\/\//i;
/** `javascript:`, `data:`, `mailto:`… (and `host:port` without a scheme, which is ambiguous). */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export type ContactLinkResult =
  | { ok: true; url: string }
  /** scheme: not http(s); invalid: not a usable web address; host: another site; handle: bad handle. */
  | { ok: false; reason: 'scheme' | 'invalid' | 'host' | 'handle' };

/** A full http(s) URL is kept; with a slash but no scheme it gets `https://`; anything else is a handle (a leading @ dropped). */
export function contactLink(platform: LinkPlatform, value: string): ContactLinkResult {
  const trimmed = value.trim();
  let url: string;
  if (HTTP_URL.test(trimmed)) url = trimmed;
  else if (OTHER_SCHEME.test(trimmed)) return { ok: false, reason: 'scheme' };
  else if (platform === 'website' || trimmed.includes('/')) url = `https://${trimmed.replace(/^\/+/, '')}`;
  else {
    const handle = trimmed.replace(/^@/, '');
    if (!HANDLE.test(handle)) return { ok: false, reason: 'handle' };
    url = HANDLE_URL[platform](handle);
  }
  const parsed = parseUrl(url);
  if (!parsed) return { ok: false, reason: 'invalid' };
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { ok: false, reason: 'scheme' };
  // A public site: a dotted host name, and no user name or password (`https://instagram.com@evil.example`).
  if (!parsed.hostname.includes('.') || parsed.username || parsed.password || /\s/.test(url)) {
    return { ok: false, reason: 'invalid' };
  }
  if (platform !== 'website') {
    const domain = PLATFORM_DOMAINS[platform];
    if (parsed.hostname !== domain && !parsed.hostname.endsWith(`.${domain}`)) return { ok: false, reason: 'host' };
  }
  return { ok: true, url };
}

export function whatsappDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** The link for a contact value, or null when there is nothing usable (or nothing safe). */
export function contactUrl(platform: SocialPlatform, value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return null;
  if (platform === 'whatsapp') {
    const digits = whatsappDigits(trimmed);
    return digits ? `https://wa.me/${digits}` : null;
  }
  const link = contactLink(platform, trimmed);
  return link.ok ? link.url : null;
}

/** Book Now: WhatsApp chat prefilled with the service title. */
export function whatsappBookingUrl(number: string | null | undefined, serviceTitle: string): string | null {
  const digits = whatsappDigits(number);
  if (!digits) return null;
  const text = `Hi! I'm interested in booking your "${serviceTitle}" service.`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
