import type { MyTrainerProfile, UpdateProfileInput } from '#shared/api/manage-profile';

/** The Profile & Contact form's values for a loaded profile (blank inputs for missing values). */
export function profileFormValues(profile: MyTrainerProfile): UpdateProfileInput {
  return {
    version: profile.version,
    full_name: profile.full_name,
    headline: profile.headline,
    bio: profile.bio ?? '',
    description: profile.description ?? '',
    website_url: profile.website_url ?? '',
    instagram_url: profile.instagram_url ?? '',
    tiktok_url: profile.tiktok_url ?? '',
    snapchat_url: profile.snapchat_url ?? '',
    whatsapp_number: profile.whatsapp_number ?? '',
  };
}
