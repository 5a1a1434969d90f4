import { describe, expect, it } from 'vitest';
import { type CompletenessInput, profileCompleteness } from './profile-completeness';

const empty: CompletenessInput = {
  profile_image: null,
  bio: null,
  description: 'Add your description here',
  headline: 'Professional Trainer',
  service_count: 0,
  website_url: null,
  instagram_url: null,
  tiktok_url: null,
  snapchat_url: null,
  whatsapp_number: null,
};

describe('profile completeness', () => {
  it('counts default texts, blanks and unusable links as missing', () => {
    const result = profileCompleteness({ ...empty, bio: '   ', website_url: 'javascript:alert(1)' });
    expect(result.score).toBe(0);
    expect(result.missing.map((m) => m.key)).toEqual(['photo', 'bio', 'description', 'headline', 'service', 'contact']);
    expect(result.missing[0]).toEqual({ key: 'photo', label: 'Add a profile photo', field: 'photo' });
  });

  it('scores each item once, in display order', () => {
    const half = profileCompleteness({
      ...empty,
      profile_image: '/api/images/x.png',
      service_count: 2,
      whatsapp_number: '15550102030',
    });
    expect(half).toMatchObject({ score: 50, done: ['photo', 'service', 'contact'] });
    const full = profileCompleteness({
      ...empty,
      profile_image: '/api/images/x.png',
      bio: 'Hi',
      description: 'Real',
      headline: 'Coach',
      service_count: 1,
      instagram_url: '@me',
    });
    expect(full).toEqual({
      score: 100,
      done: ['photo', 'bio', 'description', 'headline', 'service', 'contact'],
      missing: [],
    });
  });
});
