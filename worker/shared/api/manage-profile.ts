import * as z from 'zod';
import type { TrainerService } from '#shared/api/trainers';
import type { ApiErrorBody } from '#shared/api-error';
import { CATEGORY_KEYS } from '#shared/categories';
import { contactLink, type LinkPlatform, PLATFORM_DOMAINS, whatsappDigits } from '#shared/contact-links';
import { DEFAULT_TRAINER_HEADLINE, type TrainerStatus } from '#shared/enums';
import type { ProfileCompleteness } from '#shared/profile-completeness';
import { optionalUserText, userText } from '#shared/text';

/** Shared by the worker's validators and the web forms; SPEC 8's messages word for word. */
export const MANAGE_PROFILE_MESSAGES = {
  noTrainer: 'Please create a trainer profile first from the Dashboard',
  loadFailed: 'Failed to load profile data',
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile',
  stale: 'This profile was changed elsewhere. Reload to see the latest version.',
  serviceAdded: 'Service added!',
  serviceUpdated: 'Service updated!',
  serviceRemoved: 'Service removed!',
  serviceSaveFailed: 'Failed to save service',
  serviceDeleteFailed: 'Failed to delete service',
  serviceStale:
    'This service was changed in another tab or window. Reload it to see the saved version, then apply your changes again.',
  serviceGone: 'This service was removed in another tab or window.',
  tooManyServices: 'You can offer at most 20 services',
  photoUpdated: 'Profile photo updated!',
  photoType: 'Photo must be a JPEG, PNG or WebP image',
  photoTooLarge: 'Photo must be at most 2 MB',
  photoTooManyPixels: 'Photo must be at most 2048 × 2048 pixels',
} as const;

export const PROFILE_LIMITS = {
  fullName: 100,
  headline: 120,
  bio: 1000,
  description: 5000,
  link: 500,
  whatsappInput: 40,
  whatsappMinDigits: 7,
  whatsappMaxDigits: 15,
} as const;

const LINK_LABELS: Record<LinkPlatform, string> = {
  website: 'Website',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
};

function linkMessage(platform: LinkPlatform, reason: 'scheme' | 'invalid' | 'host' | 'handle'): string {
  const label = LINK_LABELS[platform];
  switch (reason) {
    case 'scheme':
      return `${label} must be an http:// or https:// link`;
    case 'invalid':
      return `${label} must be a valid web address`;
    case 'host':
      return `${label} link must be on ${platform === 'website' ? 'the web' : PLATFORM_DOMAINS[platform]}`;
    case 'handle':
      return platform === 'website'
        ? `${label} must be a valid web address`
        : `${label} must be a handle like @name or a full ${PLATFORM_DOMAINS[platform]} link`;
  }
}

/** SPEC 5: a full URL is kept, a handle becomes the platform URL; blank clears the link. */
function linkField(platform: LinkPlatform) {
  return optionalUserText({ label: LINK_LABELS[platform], max: PROFILE_LIMITS.link }).transform((value, ctx) => {
    if (value === null) return null;
    const link = contactLink(platform, value);
    if (link.ok) return link.url;
    ctx.issues.push({ code: 'custom', message: linkMessage(platform, link.reason), input: value });
    return z.NEVER;
  });
}

/** SPEC 5 strips WhatsApp numbers to digits; what is left must be 7 to 15 digits (E.164). */
const whatsappField = optionalUserText({ label: 'WhatsApp number', max: PROFILE_LIMITS.whatsappInput }).transform(
  (value, ctx) => {
    if (value === null) return null;
    const digits = whatsappDigits(value);
    if (digits.length < PROFILE_LIMITS.whatsappMinDigits || digits.length > PROFILE_LIMITS.whatsappMaxDigits) {
      ctx.issues.push({
        code: 'custom',
        message:
          digits.length === 0
            ? 'WhatsApp number must contain digits, like +1 555 010 9999'
            : `WhatsApp number must have ${PROFILE_LIMITS.whatsappMinDigits} to ${PROFILE_LIMITS.whatsappMaxDigits} digits`,
        input: value,
      });
      return z.NEVER;
    }
    return digits;
  },
);

/** The whole Profile & Contact form (a field left out is cleared); `version` for optimistic concurrency. */
export const updateProfileSchema = z.object({
  version: z
    .number({ error: 'Version is required: reload the profile and try again' })
    .int('Version must be a whole number')
    .positive('Version must be positive'),
  full_name: userText({ label: 'Full name', max: PROFILE_LIMITS.fullName, required: true }),
  headline: optionalUserText({ label: 'Headline', max: PROFILE_LIMITS.headline }).transform(
    (value) => value ?? DEFAULT_TRAINER_HEADLINE,
  ),
  bio: optionalUserText({ label: 'Bio', max: PROFILE_LIMITS.bio, multiline: true }),
  description: optionalUserText({ label: 'Description', max: PROFILE_LIMITS.description, multiline: true }),
  website_url: linkField('website'),
  instagram_url: linkField('instagram'),
  tiktok_url: linkField('tiktok'),
  snapchat_url: linkField('snapchat'),
  whatsapp_number: whatsappField,
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfileValues = z.output<typeof updateProfileSchema>;

/** Services (SPEC 4, 5, 9): sane ranges enforced by the worker; defaults are SPEC 9's new service. */
export const SERVICE_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'AED', 'SAR', 'INR'] as const;
export type ServiceCurrency = (typeof SERVICE_CURRENCIES)[number];
export const SERVICE_LIMITS = {
  title: 100,
  description: 1000,
  priceMin: 0,
  priceMax: 100_000,
  durationMin: 15,
  durationMax: 600,
  perTrainer: 20,
} as const;
export const SERVICE_DEFAULTS = {
  category: 'health_wellness',
  price: 0,
  currency: 'USD',
  duration_minutes: 60,
} as const satisfies {
  category: (typeof CATEGORY_KEYS)[number];
  price: number;
  currency: ServiceCurrency;
  duration_minutes: number;
};

const priceRange = `Price must be between ${SERVICE_LIMITS.priceMin} and ${SERVICE_LIMITS.priceMax}`;
const durationRange = `Duration must be between ${SERVICE_LIMITS.durationMin} and ${SERVICE_LIMITS.durationMax} minutes`;

export const serviceInputSchema = z.object({
  title: userText({ label: 'Title', max: SERVICE_LIMITS.title, required: true }),
  description: optionalUserText({ label: 'Description', max: SERVICE_LIMITS.description, multiline: true }),
  category: z.enum(CATEGORY_KEYS, { error: 'Please choose a category' }).default(SERVICE_DEFAULTS.category),
  price: z
    .number({ error: 'Price must be a number' })
    .min(SERVICE_LIMITS.priceMin, priceRange)
    .max(SERVICE_LIMITS.priceMax, priceRange)
    // Cents at most: 19.999 is stored as 20.
    .transform((value) => Math.round(value * 100) / 100)
    .default(SERVICE_DEFAULTS.price),
  currency: z
    .enum(SERVICE_CURRENCIES, { error: `Currency must be one of ${SERVICE_CURRENCIES.join(', ')}` })
    .default(SERVICE_DEFAULTS.currency),
  duration_minutes: z
    .number({ error: 'Duration must be a number' })
    .int('Duration must be a whole number of minutes')
    .min(SERVICE_LIMITS.durationMin, durationRange)
    .max(SERVICE_LIMITS.durationMax, durationRange)
    .default(SERVICE_DEFAULTS.duration_minutes),
  /** Learners may request a time for it on the profile (needs the trainer's availability). */
  bookable: z.boolean({ error: 'bookable must be true or false' }).default(false),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;
export type ServiceValues = z.output<typeof serviceInputSchema>;

/** A service edit names the `version` it was loaded from (an older one is a 409). */
export const updateServiceSchema = serviceInputSchema.extend({
  version: z
    .number({ error: 'Version is required: reload the service and try again' })
    .int('Version must be a whole number')
    .positive('Version must be positive'),
});
export type UpdateServiceInput = z.input<typeof updateServiceSchema>;
export type UpdateServiceValues = z.output<typeof updateServiceSchema>;

/** Profile photo: the browser resizes to 512 px first; the worker checks the bytes themselves. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** Largest side the worker decodes (4 MP: 16 MB of pixels, well inside a Worker's memory). */
export const PHOTO_MAX_SIDE_PIXELS = 2048;
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface MyTrainerProfile {
  trainer_id: number;
  slug: string;
  status: TrainerStatus;
  /** Send back with the save; a save from an older version answers 409. */
  version: number;
  full_name: string;
  bio: string | null;
  profile_image: string | null;
  headline: string;
  description: string | null;
  website_url: string | null;
  instagram_url: string | null;
  tiktok_url: string | null;
  snapchat_url: string | null;
  whatsapp_number: string | null;
  updated_at: string;
  services: MyService[];
  completeness: ProfileCompleteness;
}

export interface MyTrainerProfileResponse {
  profile: MyTrainerProfile;
}

export interface UpdateProfileResponse {
  profile: MyTrainerProfile;
  message: string;
}

export interface MyService extends TrainerService {
  version: number;
}

export interface ServiceResponse {
  service: MyService;
  message: string;
}

/** 409 to a service edit from an older version: the error, and the service as it is saved now. */
export interface StaleServiceResponse extends ApiErrorBody {
  service: MyService;
}

export interface DeleteServiceResponse {
  id: number;
  message: string;
}

export interface PhotoResponse {
  /** Same-origin path of the stored photo (`/api/images/<sha-256>.<ext>`), also in profiles.profile_image. */
  profile_image: string;
  message: string;
}
