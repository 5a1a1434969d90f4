/** The eight service categories (SPEC section 2, Home). Order is the display order. */
export const CATEGORY_KEYS = [
  'health_wellness',
  'parenting_family',
  'business_marketing',
  'personal_development',
  'education_learning',
  'creative_arts',
  'technology_digital',
  'language_communication',
] as const;

export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export const CATEGORY_TITLES: Record<CategoryKey, string> = {
  health_wellness: 'Health & Wellness',
  parenting_family: 'Parenting & Family',
  business_marketing: 'Business & Marketing',
  personal_development: 'Personal Development',
  education_learning: 'Education & Learning',
  creative_arts: 'Creative Arts',
  technology_digital: 'Technology & Digital',
  language_communication: 'Language & Communication',
};

export function isCategoryKey(value: string): value is CategoryKey {
  return (CATEGORY_KEYS as readonly string[]).includes(value);
}

/** 'health_wellness' -> 'Health Wellness' (SPEC: underscores to spaces, words capitalised). */
export function humanizeCategory(key: string): string {
  return key
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
