import { describe, expect, it } from 'vitest';
import { trainerPageDescription } from './page-copy';

const bare = {
  full_name: 'Noor Haddad',
  headline: 'Professional Trainer',
  description: null,
  bio: null,
  categories: [],
  min_price: null,
  rating_avg: 0,
  review_count: 0,
};

describe('trainerPageDescription', () => {
  it("is the trainer's own description when they wrote one", () => {
    expect(trainerPageDescription({ ...bare, description: '  Strength   coaching\nfor runners. ' })).toBe(
      'Strength coaching for runners.',
    );
  });

  it('otherwise sums up the profile, leaving out what it does not have yet', () => {
    expect(trainerPageDescription(bare)).toBe('Noor Haddad, Professional Trainer.');
    expect(
      trainerPageDescription({
        ...bare,
        categories: ['health_wellness', 'parenting_family'],
        min_price: 40,
        rating_avg: 4.666,
        review_count: 3,
        bio: 'Ten years of coaching.',
      }),
    ).toBe(
      'Noor Haddad, Professional Trainer. Health & Wellness, Parenting & Family. Services from $40. Rated 4.7/5 from 3 reviews. Ten years of coaching.',
    );
  });

  it('stays within 160 characters, cut at a word', () => {
    const text = trainerPageDescription({ ...bare, bio: 'word '.repeat(60) });
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/word…$/);
  });
});
