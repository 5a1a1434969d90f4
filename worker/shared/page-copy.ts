import type { TrainerProfileData } from './api/trainers';
import { CATEGORY_TITLES, type CategoryKey } from './categories';
import { summarize } from './document-title';
import { formatPrice } from './money';

// Page titles and descriptions, sent by the worker and set by the app on navigation. The site name is in
// ./document-title.ts, which the first chunk needs; only lazy pages import this.
export interface PageCopy {
  /** Without the site name; '' is the home page (the title is the site name alone). */
  title: string;
  description: string;
}

export const PAGE_COPY = {
  home: {
    title: '',
    description: 'Find and connect with professional trainers, coaches and consultants in eight categories.',
  },
  browse: {
    title: 'Browse Trainers',
    description: 'Search and filter approved trainers, coaches and consultants by category, price and rating.',
  },
  blog: { title: 'Blog & Resources', description: 'Articles and guides for learners and trainers.' },
  faq: {
    title: 'Frequently Asked Questions',
    description: 'Answers to common questions about finding and working with trainers.',
  },
  contact: { title: 'Contact Us', description: 'Questions about the marketplace? Send us a message.' },
  about: { title: 'About Us', description: 'Why we built a marketplace for trainers, coaches and consultants.' },
  privacy: { title: 'Privacy Policy', description: 'How we collect, use and protect your personal information.' },
  terms: { title: 'Terms of Service', description: 'The terms that apply when you use our marketplace.' },
} as const satisfies Record<string, PageCopy>;

export type StaticPageKey = keyof typeof PAGE_COPY;

/** A category landing page's one-line description (its heading's subtitle and its meta description). */
export const CATEGORY_DESCRIPTIONS: Record<CategoryKey, string> = {
  health_wellness:
    'Personal trainers, yoga teachers, nutrition coaches and mindfulness experts who help you feel better every day.',
  parenting_family:
    'Parenting coaches, sleep consultants and family mediators for calmer routines and stronger relationships.',
  business_marketing: 'Consultants for strategy, marketing, branding and sales who help founders and teams grow.',
  personal_development:
    'Life, career, confidence and leadership coaches who help you get clear on goals and reach them.',
  education_learning: 'Tutors, exam-preparation specialists and study-skills coaches for learners of every age.',
  creative_arts: 'Music teachers, photographers, illustrators and writing coaches to develop your creative skills.',
  technology_digital:
    'Developers, data scientists, designers and security experts who mentor and train in digital skills.',
  language_communication: 'Language tutors and public-speaking coaches for fluent, confident communication.',
};

export function trainerPageTitle(trainer: { full_name: string; headline: string }): string {
  return trainer.headline ? `${trainer.full_name} – ${trainer.headline}` : trainer.full_name;
}

/** The trainer's own description, else name, headline, categories, lowest price, rating and bio; at most 160 characters. */
export function trainerPageDescription(
  trainer: Pick<
    TrainerProfileData,
    'full_name' | 'headline' | 'description' | 'bio' | 'categories' | 'min_price' | 'rating_avg' | 'review_count'
  >,
): string {
  if (trainer.description?.trim()) return summarize(trainer.description);
  const facts = [
    trainer.headline.trim() ? `${trainer.full_name}, ${trainer.headline.trim()}.` : `${trainer.full_name}.`,
  ];
  if (trainer.categories.length > 0) {
    facts.push(`${trainer.categories.map((key) => CATEGORY_TITLES[key]).join(', ')}.`);
  }
  if (trainer.min_price !== null) facts.push(`Services from ${formatPrice(trainer.min_price)}.`);
  if (trainer.review_count > 0) {
    const reviews = trainer.review_count === 1 ? '1 review' : `${trainer.review_count} reviews`;
    facts.push(`Rated ${trainer.rating_avg.toFixed(1)}/5 from ${reviews}.`);
  }
  if (trainer.bio?.trim()) facts.push(trainer.bio);
  return summarize(facts.join(' '));
}

export function categoryPageTitle(categoryTitle: string): string {
  return `${categoryTitle} Trainers`;
}
