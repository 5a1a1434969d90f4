import type { LucideIcon } from 'lucide-react';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import HeartPulse from 'lucide-react/icons/heart-pulse';
import Languages from 'lucide-react/icons/languages';
import Laptop from 'lucide-react/icons/laptop';
import Palette from 'lucide-react/icons/palette';
import Sprout from 'lucide-react/icons/sprout';
import TrendingUp from 'lucide-react/icons/trending-up';
import Users from 'lucide-react/icons/users';
import { CATEGORY_KEYS, CATEGORY_TITLES, type CategoryKey } from '#shared/categories';

/**
 * Short card copy and an icon per category for the home grid. The icons are SVG (lucide, one
 * module per icon, so only these eight ship): an emoji needs an emoji font, which many systems
 * lack (Debian's Chromium showed empty boxes).
 */
const BLURBS: Record<CategoryKey, { Icon: LucideIcon; blurb: string }> = {
  health_wellness: { Icon: HeartPulse, blurb: 'Fitness, yoga, nutrition and mindfulness coaches.' },
  parenting_family: { Icon: Users, blurb: 'Support for parents, sleep and family life.' },
  business_marketing: { Icon: TrendingUp, blurb: 'Strategy, marketing and sales experts.' },
  personal_development: { Icon: Sprout, blurb: 'Life, career and leadership coaching.' },
  education_learning: { Icon: GraduationCap, blurb: 'Tutors, exam prep and study skills.' },
  creative_arts: { Icon: Palette, blurb: 'Music, photography, writing and art.' },
  technology_digital: { Icon: Laptop, blurb: 'Coding, data, cloud and design mentors.' },
  language_communication: { Icon: Languages, blurb: 'Languages and public speaking.' },
};

export const CATEGORY_CARDS = CATEGORY_KEYS.map((key) => ({ key, title: CATEGORY_TITLES[key], ...BLURBS[key] }));
