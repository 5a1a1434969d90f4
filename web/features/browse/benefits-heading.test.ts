import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS, CATEGORY_TITLES } from '#shared/categories';
import { benefitsHeading, indefiniteArticle } from './benefits-heading';

describe('benefitsHeading', () => {
  it('takes the article the category title sounds like, for all 8 categories', () => {
    expect(Object.fromEntries(CATEGORY_KEYS.map((key) => [key, benefitsHeading(CATEGORY_TITLES[key])]))).toEqual({
      health_wellness: 'Why work with a health & wellness professional',
      parenting_family: 'Why work with a parenting & family professional',
      business_marketing: 'Why work with a business & marketing professional',
      personal_development: 'Why work with a personal development professional',
      education_learning: 'Why work with an education & learning professional',
      creative_arts: 'Why work with a creative arts professional',
      technology_digital: 'Why work with a technology & digital professional',
      language_communication: 'Why work with a language & communication professional',
    });
  });

  it.each([
    ['art', 'an'],
    ['Interior design', 'an'],
    ['outdoor', 'an'],
    ['umbrella', 'an'],
    ['unimportant', 'an'],
    ['user research', 'a'],
    ['university', 'a'],
    ['European', 'a'],
    ['one-to-one', 'a'],
    ['hour', 'an'],
    ['honest', 'an'],
    ['history', 'a'],
  ])('%s takes %s', (phrase, article) => {
    expect(indefiniteArticle(phrase)).toBe(article);
  });
});
