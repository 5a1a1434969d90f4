import { contactUrl } from '#shared/contact-links';
import { DEFAULT_TRAINER_DESCRIPTION, DEFAULT_TRAINER_HEADLINE, SOCIAL_PLATFORMS } from '#shared/enums';

/** The one definition of profile completeness, for the worker's answers and the web's missing-items lists. */
export const COMPLETENESS_ITEMS = [
  { key: 'photo', label: 'Add a profile photo', field: 'photo' },
  { key: 'bio', label: 'Write a short bio', field: 'bio' },
  { key: 'description', label: 'Describe what you offer', field: 'description' },
  { key: 'headline', label: 'Write your own headline', field: 'headline' },
  { key: 'service', label: 'Add at least one service', field: 'services' },
  { key: 'contact', label: 'Add a website, social or WhatsApp contact', field: 'website_url' },
] as const;

export type CompletenessItem = (typeof COMPLETENESS_ITEMS)[number];
export type CompletenessKey = CompletenessItem['key'];

export interface CompletenessInput {
  profile_image: string | null;
  bio: string | null;
  description: string | null;
  headline: string | null;
  service_count: number;
  website_url: string | null;
  instagram_url: string | null;
  tiktok_url: string | null;
  snapchat_url: string | null;
  whatsapp_number: string | null;
}

export interface ProfileCompleteness {
  /** 0–100, rounded: the share of items done. */
  score: number;
  done: CompletenessKey[];
  missing: CompletenessItem[];
}

const filled = (value: string | null) => Boolean(value?.trim());

const CHECKS: Record<CompletenessKey, (p: CompletenessInput) => boolean> = {
  photo: (p) => filled(p.profile_image),
  bio: (p) => filled(p.bio),
  description: (p) => filled(p.description) && p.description?.trim() !== DEFAULT_TRAINER_DESCRIPTION,
  headline: (p) => filled(p.headline) && p.headline?.trim() !== DEFAULT_TRAINER_HEADLINE,
  service: (p) => p.service_count > 0,
  // A link only counts if it would be shown (an unusable value is not a way to reach the trainer).
  contact: (p) =>
    SOCIAL_PLATFORMS.some((platform) =>
      Boolean(contactUrl(platform, platform === 'whatsapp' ? p.whatsapp_number : p[`${platform}_url`])),
    ),
};

export function profileCompleteness(profile: CompletenessInput): ProfileCompleteness {
  const done = COMPLETENESS_ITEMS.filter((item) => CHECKS[item.key](profile));
  return {
    score: Math.round((done.length / COMPLETENESS_ITEMS.length) * 100),
    done: done.map((item) => item.key),
    missing: COMPLETENESS_ITEMS.filter((item) => !done.includes(item)),
  };
}
