import { CATEGORY_KEYS, CATEGORY_TITLES, type CategoryKey } from '#shared/categories';

/** Short card copy per category for the home grid. */
const BLURBS: Record<CategoryKey, { icon: string; blurb: string }> = {
  health_wellness: { icon: '🧘', blurb: 'Fitness, yoga, nutrition and mindfulness coaches.' },
  parenting_family: { icon: '👨‍👩‍👧', blurb: 'Support for parents, sleep and family life.' },
  business_marketing: { icon: '📈', blurb: 'Strategy, marketing and sales experts.' },
  personal_development: { icon: '🌱', blurb: 'Life, career and leadership coaching.' },
  education_learning: { icon: '🎓', blurb: 'Tutors, exam prep and study skills.' },
  creative_arts: { icon: '🎨', blurb: 'Music, photography, writing and art.' },
  technology_digital: { icon: '💻', blurb: 'Coding, data, cloud and design mentors.' },
  language_communication: { icon: '🗣️', blurb: 'Languages and public speaking.' },
};

export const CATEGORY_CARDS = CATEGORY_KEYS.map((key) => ({ key, title: CATEGORY_TITLES[key], ...BLURBS[key] }));
