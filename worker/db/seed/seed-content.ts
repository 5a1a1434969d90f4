/** Word lists and fixed content for the local seed. Pure data; the generator combines it. */
import type { CategoryKey } from '#shared/categories';

export const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Amelia',
  'Oliver',
  'Sophia',
  'Elijah',
  'Isabella',
  'Mateo',
  'Mia',
  'Lucas',
  'Charlotte',
  'Levi',
  'Harper',
  'Ethan',
  'Evelyn',
  'James',
  'Aisha',
  'Omar',
  'Priya',
  'Arjun',
  'Mei',
  'Hiroshi',
  'Sofía',
  'José',
  'Chloé',
  'Zoë',
  'Fatima',
  'Yusuf',
  'Nadia',
  'Kwame',
  'Amara',
  'Diego',
  'Lucía',
  'Ingrid',
  'Lars',
  'Anya',
  'Dmitri',
  'Chen',
  'Grace',
  'Daniel',
  'Hannah',
  'Samuel',
  'Leah',
  'Gabriel',
  'Naomi',
  'Isaac',
  'Ruth',
  'Caleb',
  'Maya',
  'Julian',
  'Elena',
  'Marco',
  'Ava',
  'Theo',
  'Layla',
  'Felix',
  'Nora',
  'Hugo',
];

export const LAST_NAMES = [
  'Johnson',
  'Martinez',
  'Nguyen',
  'Patel',
  'Kim',
  'García',
  'Okafor',
  'Schmidt',
  'Rossi',
  'Dubois',
  'Andersson',
  'Kowalski',
  'Yamamoto',
  'Haddad',
  'O’Brien',
  'Silva',
  'Mensah',
  'Ivanova',
  'Cohen',
  'Singh',
  'Brown',
  'Wilson',
  'Moore',
  'Taylor',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'Hernández',
  'López',
  'Reyes',
  'Bennett',
  'Fischer',
  'Moreau',
  'Novak',
  'Larsen',
  'Costa',
  'Ahmed',
  'Tanaka',
  'Park',
  'Morgan',
  'Hughes',
  'Price',
  'Ward',
  'Brooks',
  'Sanders',
  'Ross',
  'Foster',
  'Hayes',
  'Perry',
];

export interface CategorySeed {
  headlines: string[];
  /** A price of 0 only for a service whose title says it is a free intro ("Free Intro: …"). */
  services: { title: string; description: string; basePrice: number; duration: number }[];
  focus: string[];
}

export const CATEGORY_SEEDS: Record<CategoryKey, CategorySeed> = {
  health_wellness: {
    headlines: [
      'Certified Yoga Instructor',
      'Holistic Nutrition Coach',
      'Personal Fitness Trainer',
      'Mindfulness & Stress Coach',
      'Sleep and Recovery Specialist',
    ],
    services: [
      {
        title: 'Private Yoga Session',
        description: 'A one-to-one vinyasa or hatha session tailored to your level.',
        basePrice: 60,
        duration: 60,
      },
      {
        title: 'Nutrition Plan Consultation',
        description: 'A review of your eating habits and a practical four-week plan.',
        basePrice: 90,
        duration: 60,
      },
      {
        title: 'Personal Training Session',
        description: 'Strength and conditioning with form coaching and progress tracking.',
        basePrice: 75,
        duration: 60,
      },
      {
        title: 'Guided Meditation Course',
        description: 'Six weekly sessions to build a steady meditation habit.',
        basePrice: 180,
        duration: 45,
      },
      {
        title: 'Pilates Core Workshop',
        description: 'Mat pilates fundamentals for posture and core strength.',
        basePrice: 45,
        duration: 50,
      },
    ],
    focus: ['strength', 'flexibility', 'healthy habits', 'stress relief', 'mobility'],
  },
  parenting_family: {
    headlines: [
      'Parenting Coach for Busy Families',
      'Child Sleep Consultant',
      'Family Communication Mediator',
      'Positive Discipline Educator',
    ],
    services: [
      {
        title: 'Parenting Strategy Call',
        description: 'A focused call on routines, boundaries and calm mornings.',
        basePrice: 70,
        duration: 60,
      },
      {
        title: 'Baby Sleep Plan',
        description: 'A gentle, step-by-step sleep plan with two weeks of follow-up.',
        basePrice: 220,
        duration: 90,
      },
      {
        title: 'Family Mediation Session',
        description: 'A structured conversation to resolve recurring conflicts.',
        basePrice: 130,
        duration: 90,
      },
      {
        title: 'Teen Communication Workshop',
        description: 'Tools for listening and negotiating with teenagers.',
        basePrice: 55,
        duration: 60,
      },
    ],
    focus: ['calm routines', 'connection', 'sleep', 'co-parenting'],
  },
  business_marketing: {
    headlines: [
      'Growth Marketing Consultant',
      'Startup Strategy Advisor',
      'Brand Strategist',
      'Sales Coach for Founders',
      'SEO & Content Specialist',
    ],
    services: [
      {
        title: 'Marketing Audit',
        description: 'A full review of your channels with a prioritised action list.',
        basePrice: 350,
        duration: 120,
      },
      {
        title: 'Go-to-Market Strategy Session',
        description: 'Positioning, pricing and launch plan for a new product.',
        basePrice: 250,
        duration: 90,
      },
      {
        title: 'Brand Identity Workshop',
        description: 'Define your voice, audience and visual direction.',
        basePrice: 400,
        duration: 180,
      },
      {
        title: 'Sales Pitch Coaching',
        description: 'Rehearse and sharpen your pitch with live feedback.',
        basePrice: 120,
        duration: 60,
      },
      {
        title: 'SEO Content Plan',
        description: 'Keyword research and a three-month editorial calendar.',
        basePrice: 300,
        duration: 90,
      },
    ],
    focus: ['growth', 'positioning', 'revenue', 'customer acquisition'],
  },
  personal_development: {
    headlines: [
      'Life Coach & Career Mentor',
      'Confidence and Mindset Coach',
      'Productivity Coach',
      'Leadership Development Coach',
    ],
    services: [
      {
        title: 'Life Coaching Session',
        description: 'Clarify goals and leave with a concrete next-step plan.',
        basePrice: 95,
        duration: 60,
      },
      {
        title: 'Career Transition Package',
        description: 'Four sessions covering direction, CV and interviews.',
        basePrice: 450,
        duration: 60,
      },
      {
        title: 'Productivity Bootcamp',
        description: 'Systems for focus, planning and getting important work done.',
        basePrice: 150,
        duration: 90,
      },
      {
        title: 'Leadership Coaching',
        description: 'Coaching for new and growing managers.',
        basePrice: 200,
        duration: 60,
      },
    ],
    focus: ['confidence', 'clarity', 'career growth', 'leadership'],
  },
  education_learning: {
    headlines: [
      'Math & Science Tutor',
      'Exam Preparation Specialist',
      'Study Skills Coach',
      'University Admissions Advisor',
    ],
    services: [
      {
        title: 'Math Tutoring Session',
        description: 'Algebra to calculus, paced to the student.',
        basePrice: 40,
        duration: 60,
      },
      {
        title: 'SAT Preparation Course',
        description: 'Eight sessions with practice tests and strategy.',
        basePrice: 480,
        duration: 90,
      },
      {
        title: 'Study Skills Workshop',
        description: 'Note-taking, memory and revision techniques that stick.',
        basePrice: 35,
        duration: 60,
      },
      {
        title: 'College Application Review',
        description: 'Personal statement and application feedback.',
        basePrice: 160,
        duration: 60,
      },
    ],
    focus: ['exam success', 'study habits', 'admissions', 'STEM'],
  },
  creative_arts: {
    headlines: [
      'Professional Photographer & Teacher',
      'Guitar and Songwriting Coach',
      'Illustration Mentor',
      'Creative Writing Coach',
      'Voice & Singing Teacher',
    ],
    services: [
      {
        title: 'Photography Masterclass',
        description: 'Composition, light and editing on your own camera.',
        basePrice: 110,
        duration: 120,
      },
      {
        title: 'Guitar Lesson',
        description: 'Technique, chords and songs you want to play.',
        basePrice: 45,
        duration: 45,
      },
      {
        title: 'Portfolio Review',
        description: 'Detailed critique of your illustration portfolio.',
        basePrice: 85,
        duration: 60,
      },
      {
        title: 'Creative Writing Workshop',
        description: 'Story structure and voice with weekly writing prompts.',
        basePrice: 65,
        duration: 90,
      },
      {
        title: 'Singing Lesson',
        description: 'Breath, range and performance confidence.',
        basePrice: 50,
        duration: 45,
      },
    ],
    focus: ['creativity', 'technique', 'performance', 'portfolio'],
  },
  technology_digital: {
    headlines: [
      'Full-Stack Web Developer & Mentor',
      'Data Science Coach',
      'Cloud Architecture Consultant',
      'UX Design Mentor',
      'Cybersecurity Trainer',
    ],
    services: [
      {
        title: 'Code Review & Mentoring',
        description: 'Pair programming and review of your real projects.',
        basePrice: 90,
        duration: 60,
      },
      {
        title: 'Python for Data Analysis',
        description: 'Pandas, plotting and clean notebooks from scratch.',
        basePrice: 140,
        duration: 90,
      },
      {
        title: 'Cloud Architecture Review',
        description: 'A review of your infrastructure with cost and risk findings.',
        basePrice: 600,
        duration: 120,
      },
      {
        title: 'UX Portfolio Coaching',
        description: 'Case-study structure and interview preparation.',
        basePrice: 100,
        duration: 60,
      },
      {
        title: 'Security Awareness Training',
        description: 'Phishing, passwords and safe habits for small teams.',
        basePrice: 250,
        duration: 120,
      },
    ],
    focus: ['web development', 'data', 'cloud', 'security'],
  },
  language_communication: {
    headlines: [
      'Spanish Language Tutor',
      'Public Speaking Coach',
      'Business English Trainer',
      'French Conversation Teacher',
      'Accent Reduction Coach',
    ],
    services: [
      {
        title: 'Spanish Conversation Lesson',
        description: 'Speak from day one with a patient native speaker.',
        basePrice: 30,
        duration: 45,
      },
      {
        title: 'Public Speaking Coaching',
        description: 'Structure, delivery and handling nerves on stage.',
        basePrice: 120,
        duration: 60,
      },
      {
        title: 'Business English Session',
        description: 'Meetings, emails and presentations in English.',
        basePrice: 50,
        duration: 60,
      },
      {
        title: 'French Immersion Course',
        description: 'Ten conversation sessions for confident French.',
        basePrice: 520,
        duration: 60,
      },
      {
        title: 'Free Intro: Accent Check',
        description: 'A short first call: your accent goals and a plan for practice with recordings.',
        basePrice: 0,
        duration: 20,
      },
    ],
    focus: ['fluency', 'confidence', 'presentation', 'pronunciation'],
  },
};

export const REVIEW_TEMPLATES: { rating: number; title: string; comment: string }[] = [
  {
    rating: 5,
    title: 'Life-changing sessions',
    comment: 'Clear, kind and practical. I made more progress in a month than in a year alone.',
  },
  { rating: 5, title: 'Highly recommend', comment: 'Always prepared and genuinely invested in my goals.' },
  {
    rating: 5,
    title: 'Exceeded expectations',
    comment: 'Every session ended with something I could use the same day.',
  },
  { rating: 4, title: 'Very helpful', comment: 'Great advice and structure. Scheduling was sometimes tricky.' },
  { rating: 4, title: 'Good value', comment: 'Solid sessions, friendly and professional.' },
  { rating: 4, title: 'Knowledgeable coach', comment: 'Knows the subject deeply and explains it well.' },
  { rating: 3, title: 'Decent but generic', comment: 'Useful basics, though I hoped for more personalised feedback.' },
  { rating: 3, title: 'Okay experience', comment: 'Some good tips; the pace was a bit slow for me.' },
  { rating: 2, title: 'Not the right fit', comment: 'Sessions felt rushed and we ran over time twice.' },
  { rating: 5, title: 'Fantastic teacher', comment: 'Patient, encouraging and very well organised.' },
];

export const TESTIMONIALS: { clientName: string; quote: string; rating: number; featured: boolean }[] = [
  {
    clientName: 'Sarah M.',
    quote: 'I found a nutrition coach in ten minutes and lost the stress of meal planning for good.',
    rating: 5,
    featured: true,
  },
  {
    clientName: 'David K.',
    quote: 'The business coach I met here helped me double my consulting revenue in six months.',
    rating: 5,
    featured: true,
  },
  {
    clientName: 'Aiko T.',
    quote: 'My Spanish tutor is brilliant. Booking through WhatsApp made it effortless.',
    rating: 5,
    featured: true,
  },
  {
    clientName: 'Marcus L.',
    quote: 'Clear profiles and honest reviews: I knew exactly what I was paying for.',
    rating: 4,
    featured: true,
  },
  {
    clientName: 'Priya S.',
    quote: 'Our family sleep consultant gave us our evenings back.',
    rating: 5,
    featured: true,
  },
  {
    clientName: 'Tom R.',
    quote: 'I switched careers into UX with a mentor I met on this platform.',
    rating: 5,
    featured: true,
  },
  {
    clientName: 'Elena G.',
    quote: 'Finally a simple way to compare yoga teachers near me.',
    rating: 4,
    featured: true,
  },
  { clientName: 'Jonas B.', quote: 'Good selection of language coaches at fair prices.', rating: 4, featured: false },
  {
    clientName: 'Fatou D.',
    quote: 'The public speaking coach helped me give my first conference talk.',
    rating: 5,
    featured: false,
  },
];

/** In display order within each category; `published: false` is a draft. */
export const FAQS: { question: string; answer: string; category: string; published?: boolean }[] = [
  {
    category: 'General',
    question: 'What is this marketplace?',
    answer:
      'An online marketplace that connects learners with professional trainers, coaches and consultants across eight categories.',
  },
  {
    category: 'General',
    question: 'Is it free to browse trainers?',
    answer: 'Yes. Anyone can search, browse and read trainer profiles without an account.',
  },
  {
    category: 'Learners',
    question: 'How do I contact a trainer?',
    answer: 'Open the trainer’s profile and use Book Now or one of their contact links, such as WhatsApp or Instagram.',
  },
  {
    category: 'Learners',
    question: 'How do I save a trainer for later?',
    answer: 'Sign in and press Save Trainer on a profile. Your list is under Saved Trainers on the dashboard.',
  },
  {
    category: 'Learners',
    question: 'Can I leave a review?',
    answer: 'Yes, once signed in you can review any trainer except yourself, once per trainer.',
  },
  {
    category: 'Trainers',
    question: 'How much does it cost to join as a trainer?',
    answer: 'Joining is free and you set your own prices.',
  },
  {
    category: 'Trainers',
    question: 'How long does approval take?',
    answer: 'Our team reviews new trainer profiles, usually within two business days.',
  },
  {
    category: 'Trainers',
    question: 'What analytics do I get?',
    answer: 'Monthly profile views, traffic sources, search keywords and social link clicks.',
  },
  {
    category: 'Safety',
    question: 'What does Identity Verified mean?',
    answer: 'Our team has checked the trainer’s identity documents.',
  },
  {
    category: 'Safety',
    question: 'How do I report a review?',
    answer: 'Use the report option on the review. Our moderators check every report.',
  },
  {
    category: 'Payments',
    question: 'How do I pay a trainer?',
    answer: 'You agree payment directly with the trainer when you book, for example over WhatsApp.',
  },
  {
    category: 'Payments',
    question: 'Does the platform take a commission?',
    answer: 'No. Trainers join free and keep what they charge.',
  },
  {
    category: 'Payments',
    question: 'Can I get a refund?',
    answer: 'Refunds are agreed with your trainer. If something went wrong, contact us and we will help.',
    published: false,
  },
];

/** Seeded straight into D1, so the HTML is written as the sanitiser would leave it (links get its rel). */
const REL = 'rel="noopener noreferrer nofollow"';

export const BLOG_POSTS: {
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  published: boolean;
  html: string;
}[] = [
  {
    title: 'How to Choose the Right Coach for Your Goals',
    excerpt: 'Five questions to ask before you book a first session with any coach or trainer.',
    category: 'Guides',
    tags: ['coaching', 'getting started'],
    published: true,
    html: `<p>Choosing a coach is a bit like choosing a running shoe: the best one depends on where you want to go. Before you compare prices or photos, get clear on the outcome you want.</p>
<h2>Start with the outcome</h2>
<p>Write down what would make the next three months a success. "Run a 10K without stopping" or "give a talk without notes" is far more useful than "get fitter" or "be more confident".</p>
<h2>Five questions to ask</h2>
<ol>
<li><strong>Who do you usually work with?</strong> Look for trainers whose services match your level.</li>
<li><strong>What does a typical session look like?</strong> Structure matters more than charisma.</li>
<li><strong>How will we measure progress?</strong> Good coaches agree on milestones early.</li>
<li><strong>What happens between sessions?</strong> Homework and check-ins make the difference.</li>
<li><strong>What if it is not working?</strong> Ask how they adapt, and how you can stop.</li>
</ol>
<h2>Read reviews for patterns</h2>
<p>One glowing or angry review tells you little. Read several and look for what keeps coming up, and check the <em>Identity Verified</em> badge on the profile.</p>
<blockquote><p>The right coach does not give you more motivation. They give you a plan you can follow when motivation runs out.</p></blockquote>
<p>Ready to look? <a href="/trainers" ${REL}>Browse trainers</a> and save a shortlist of three before you book.</p>`,
  },
  {
    title: '10 Habits of Highly Effective Learners',
    excerpt: 'The small routines that make every lesson, course and coaching session count.',
    category: 'Learning',
    tags: ['habits', 'learning'],
    published: true,
    html: `<p>Talent helps, but habits decide how much you get out of every lesson. These ten come up again and again when trainers describe their most successful clients.</p>
<h2>Before a session</h2>
<ul>
<li>Write down one question you want answered.</li>
<li>Review your notes from last time for five minutes.</li>
<li>Arrive a few minutes early, with everything you need.</li>
</ul>
<h2>During a session</h2>
<ul>
<li>Take notes in your own words, not the teacher's.</li>
<li>Ask for an example whenever something feels abstract.</li>
<li>Say out loud what you will practise before the next session.</li>
</ul>
<h2>Between sessions</h2>
<ul>
<li>Practise a little every day rather than a lot once a week.</li>
<li>Test yourself instead of re-reading: retrieval beats review.</li>
<li>Sleep on it. Memory consolidates overnight.</li>
<li>Track progress somewhere you will see it.</li>
</ul>
<p>Want to go deeper? The research on <a href="https://en.wikipedia.org/wiki/Spaced_repetition" target="_blank" ${REL}>spaced repetition</a> is a good place to start.</p>`,
  },
  {
    title: 'Pricing Your Services as a New Trainer',
    excerpt: 'A practical framework for setting prices you and your clients feel good about.',
    category: 'For Trainers',
    tags: ['pricing', 'trainers'],
    published: true,
    html: `<p>Pricing is the question new trainers ask us most. There is no perfect number, but there is a sensible way to find a good one.</p>
<h2>1. Look at your category</h2>
<p>See what similar trainers charge for similar services. Sort by price on the <a href="/trainers?sort=price-low" ${REL}>Browse page</a> and note the range, not just the cheapest.</p>
<h2>2. Price the outcome, not the hour</h2>
<p>A four-week package with a clear goal is easier to buy than four separate hours. Packages also give you time to get results.</p>
<h2>3. Offer a low-risk first step</h2>
<p>One short, low-cost introductory session lets new clients try working with you. Keep it focused: one problem, one plan.</p>
<h3>A simple starting structure</h3>
<ul>
<li><strong>Intro session</strong>: 30 minutes, low price.</li>
<li><strong>Core package</strong>: four sessions, your target price.</li>
<li><strong>Premium</strong>: the core package plus written feedback between sessions.</li>
</ul>
<p>Revisit your prices every three months. If you are fully booked, it is time to raise them.</p>`,
  },
  {
    title: 'Why Mindfulness Belongs in Your Workday',
    excerpt: 'Short practices that reduce stress and improve focus, backed by research.',
    category: 'Wellness',
    tags: ['mindfulness', 'wellness'],
    published: true,
    html: `<p>You do not need a retreat to benefit from mindfulness. A few minutes, a few times a day, is enough to notice a difference in stress and focus.</p>
<h2>Three practices that fit between meetings</h2>
<ol>
<li><strong>Box breathing.</strong> Breathe in for four counts, hold for four, out for four, hold for four. Repeat four times.</li>
<li><strong>A one-minute body scan.</strong> Notice your feet, hands, shoulders and jaw, and let each one soften.</li>
<li><strong>Single-tasking.</strong> For the next ten minutes, close every tab but one.</li>
</ol>
<h2>Make it stick</h2>
<p>Tie each practice to something you already do: after you close a call, before you open your inbox. Habits anchored to existing routines last longer.</p>
<p>If you want guidance, many of our <a href="/category/health_wellness" ${REL}>Health &amp; Wellness trainers</a> offer short guided courses.</p>`,
  },
  {
    title: 'Building a Trainer Profile That Converts',
    excerpt: 'What learners look for when they read your profile, and how to show it.',
    category: 'For Trainers',
    tags: ['profile', 'trainers', 'marketing'],
    published: true,
    html: `<p>Learners decide in seconds whether to keep reading a profile. A clear headline, a friendly photo and specific services beat a long biography every time.</p>
<h2>The checklist</h2>
<ul>
<li>A headline that says who you help and with what.</li>
<li>A recent, well-lit photo where your face is clearly visible.</li>
<li>Two to four services with concrete outcomes and honest prices.</li>
<li>At least one contact option that answers quickly, such as WhatsApp.</li>
</ul>
<h2>Reviews do the selling</h2>
<p>Ask your first clients for a review while the results are fresh. Reply to feedback in your sessions, not in arguments.</p>`,
  },
  {
    title: 'Learning a Language as an Adult',
    excerpt: 'It is never too late: how adults can learn faster than children in some ways.',
    category: 'Learning',
    tags: ['languages'],
    published: true,
    html: `<p>Children pick up accents more easily, but adults bring discipline, context and the ability to learn grammar explicitly. Used well, those are real advantages.</p>
<h2>What works for adults</h2>
<ul>
<li><strong>Conversation from week one</strong>, even if it is slow.</li>
<li><strong>Learning phrases, not word lists</strong>: whole sentences stick better.</li>
<li><strong>Short daily practice</strong>: fifteen minutes beats a weekly marathon.</li>
</ul>
<p>A tutor helps most with speaking practice and correcting habits early. Browse <a href="/category/language_communication" ${REL}>language trainers</a> to find one who fits your schedule.</p>`,
  },
  {
    title: 'Upcoming: Group Sessions on the Platform',
    excerpt: 'A preview of group bookings for trainers and learners.',
    category: 'News',
    tags: ['product'],
    published: false,
    html: `<h2>Group sessions are coming</h2>
<p>We are working on group bookings so trainers can run workshops and classes. This draft is not public yet.</p>
<ul>
<li>Up to 20 learners per session</li>
<li>One price per seat</li>
</ul>`,
  },
  {
    title: 'Draft: Year in Review',
    excerpt: 'Highlights from our community this year.',
    category: 'News',
    tags: ['community'],
    published: false,
    html: `<p>Numbers and stories from our trainers and learners. <strong>To do:</strong> add the figures.</p>`,
  },
];
