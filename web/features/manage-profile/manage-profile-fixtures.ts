import type { MyService, MyTrainerProfile } from '#shared/api/manage-profile';
import { profileCompleteness } from '#shared/profile-completeness';

/** A trainer's own profile as GET /api/me/trainer/profile answers it (component tests). */
export function myProfileFixture(overrides: Partial<MyTrainerProfile> = {}): MyTrainerProfile {
  const base = {
    trainer_id: 7,
    slug: 'tess-trainer',
    status: 'approved' as const,
    version: 3,
    full_name: 'Tess Trainer',
    bio: null,
    profile_image: null,
    headline: 'Professional Trainer',
    description: null,
    website_url: null,
    instagram_url: null,
    tiktok_url: null,
    snapchat_url: null,
    whatsapp_number: null,
    updated_at: '2026-11-01T10:00:00.000Z',
    services: [] as MyService[],
    ...overrides,
  };
  return {
    ...base,
    completeness: profileCompleteness({ ...base, service_count: base.services.length }),
    ...(overrides.completeness ? { completeness: overrides.completeness } : {}),
  };
}
