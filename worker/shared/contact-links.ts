import type { SocialPlatform } from './enums';

/**
 * SPEC 5: a full URL is used as is, otherwise a handle becomes the platform's URL; WhatsApp
 * numbers are stripped to digits. Shared by the profile page (links) and profile editing (saving).
 */
const HANDLE_URL: Record<Exclude<SocialPlatform, 'whatsapp'>, (handle: string) => string> = {
  website: (value) => `https://${value}`,
  instagram: (handle) => `https://instagram.com/${handle}`,
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
  snapchat: (handle) => `https://www.snapchat.com/add/${handle}`,
};

export function whatsappDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** The link for a contact value, or null when there is nothing usable. */
export function contactUrl(platform: SocialPlatform, value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return null;
  if (platform === 'whatsapp') {
    const digits = whatsappDigits(trimmed);
    return digits ? `https://wa.me/${digits}` : null;
  }
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  const handle = trimmed.replace(/^@/, '').replace(/^\/+|\/+$/g, '');
  return handle ? HANDLE_URL[platform](handle) : null;
}

/** Book Now: WhatsApp chat prefilled with the service title. */
export function whatsappBookingUrl(number: string | null | undefined, serviceTitle: string): string | null {
  const digits = whatsappDigits(number);
  if (!digits) return null;
  const text = `Hi! I'm interested in booking your "${serviceTitle}" service.`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
