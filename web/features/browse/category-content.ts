import type { CategoryKey } from '#shared/categories';
import { CATEGORY_DESCRIPTIONS } from '#shared/page-copy';

/** Landing-page copy per category (SPEC 2 Category page). */
export interface CategoryContent {
  description: string;
  benefits: string[];
  faqs: { question: string; answer: string }[];
  related: CategoryKey[];
}

export const CATEGORY_CONTENT: Record<CategoryKey, CategoryContent> = {
  health_wellness: {
    description: CATEGORY_DESCRIPTIONS.health_wellness,
    benefits: [
      'A plan built around your body and schedule',
      'Accountability that keeps you consistent',
      'Safe technique from certified professionals',
    ],
    faqs: [
      {
        question: 'Do I need to be fit to start?',
        answer: 'No. Good trainers meet you where you are and adapt every session to your level.',
      },
      {
        question: 'Can sessions be online?',
        answer: 'Many trainers offer online sessions; check their services or ask them on WhatsApp.',
      },
    ],
    related: ['personal_development', 'parenting_family', 'education_learning'],
  },
  parenting_family: {
    description: CATEGORY_DESCRIPTIONS.parenting_family,
    benefits: [
      'Practical strategies for everyday challenges',
      'Support for sleep, behaviour and communication',
      'Non-judgemental guidance for the whole family',
    ],
    faqs: [
      {
        question: 'What ages do parenting coaches cover?',
        answer: 'From newborns to teenagers; each trainer lists the ages and topics they focus on.',
      },
      { question: 'Can both parents join?', answer: 'Yes, most sessions welcome both parents or carers.' },
    ],
    related: ['health_wellness', 'personal_development', 'education_learning'],
  },
  business_marketing: {
    description: CATEGORY_DESCRIPTIONS.business_marketing,
    benefits: [
      'Experienced eyes on your strategy',
      'Actionable plans, not just advice',
      'Skills your team keeps after the engagement',
    ],
    faqs: [
      {
        question: 'Do consultants work with small businesses?',
        answer: 'Yes. Many specialise in startups, freelancers and small teams.',
      },
      {
        question: 'How are engagements priced?',
        answer: 'Trainers set their own prices per session or package; compare them on each profile.',
      },
    ],
    related: ['technology_digital', 'personal_development', 'language_communication'],
  },
  personal_development: {
    description: CATEGORY_DESCRIPTIONS.personal_development,
    benefits: [
      'Clarity on what you want next',
      'Confidence through small, steady wins',
      'An outside perspective you can trust',
    ],
    faqs: [
      {
        question: 'What is the difference between coaching and therapy?',
        answer:
          'Coaching focuses on goals and action in the present; it is not a substitute for mental health treatment.',
      },
      {
        question: 'How many sessions will I need?',
        answer: 'Many clients see progress within four to six sessions, but it depends on your goals.',
      },
    ],
    related: ['business_marketing', 'health_wellness', 'language_communication'],
  },
  education_learning: {
    description: CATEGORY_DESCRIPTIONS.education_learning,
    benefits: ['Lessons paced to the learner', 'Better grades and exam confidence', 'Study habits that last'],
    faqs: [
      {
        question: 'Which subjects are covered?',
        answer: 'From maths and sciences to admissions and study skills; use search to find a specific subject.',
      },
      {
        question: 'Do tutors work with adults?',
        answer: 'Yes, many tutors teach adult learners and professionals too.',
      },
    ],
    related: ['language_communication', 'technology_digital', 'creative_arts'],
  },
  creative_arts: {
    description: CATEGORY_DESCRIPTIONS.creative_arts,
    benefits: [
      'Technique from working artists',
      'Feedback that sharpens your style',
      'Projects you are proud to share',
    ],
    faqs: [
      {
        question: 'I am a complete beginner. Is that OK?',
        answer: 'Absolutely. Many creative trainers love teaching first-timers.',
      },
      {
        question: 'Do I need my own equipment?',
        answer: 'Usually a basic instrument or camera is enough; trainers list what you need.',
      },
    ],
    related: ['education_learning', 'personal_development', 'technology_digital'],
  },
  technology_digital: {
    description: CATEGORY_DESCRIPTIONS.technology_digital,
    benefits: [
      'Hands-on help with real projects',
      'Up-to-date industry practice',
      'Career guidance from practitioners',
    ],
    faqs: [
      {
        question: 'Can a mentor review my code or portfolio?',
        answer: 'Yes, many offer code reviews, portfolio reviews and interview preparation.',
      },
      {
        question: 'Do you have trainers for teams?',
        answer: 'Several trainers run workshops for teams; check their services.',
      },
    ],
    related: ['business_marketing', 'education_learning', 'creative_arts'],
  },
  language_communication: {
    description: CATEGORY_DESCRIPTIONS.language_communication,
    benefits: [
      'Conversation practice from day one',
      'Feedback on pronunciation and delivery',
      'Confidence for work, travel and stage',
    ],
    faqs: [
      {
        question: 'Which languages are offered?',
        answer: 'Spanish, French, English and more; search for the language you want.',
      },
      {
        question: 'Can I prepare for a specific talk?',
        answer: 'Yes, public-speaking coaches help you rehearse a real presentation.',
      },
    ],
    related: ['education_learning', 'personal_development', 'business_marketing'],
  },
};
