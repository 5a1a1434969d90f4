// The local seed as SQL text; deterministic, dates are offsets from `now`. Never run against production.
import { readTimeMinutes } from '#shared/blog-html';
import { CATEGORY_KEYS, type CategoryKey } from '#shared/categories';
import { avatarPath, coverPath } from '#shared/generated-image-paths';
import { monthBounds, monthKey, shiftMonth } from '#shared/months';
import { blogSlugFromTitle, trainerSlugFromName } from '#shared/slugs';
import { rollupCutoffDay, rollupStatements } from '#worker/db/analytics-rollups';
import {
  BLOG_POSTS,
  CATEGORY_SEEDS,
  FAQS,
  FIRST_NAMES,
  LAST_NAMES,
  REVIEW_TEMPLATES,
  TESTIMONIALS,
} from '#worker/db/seed/seed-content';
import { seedRandom } from '#worker/db/seed/seed-random';
import { benchmarkStatements } from '#worker/db/trainer-benchmarks';

export interface SeedOptions {
  approvedTrainers: number;
  pendingTrainers: number;
  rejectedTrainers: number;
  learners: number;
  /** Hash stored for every seeded account (all local accounts share the demo password). */
  passwordHash: string;
  now: Date;
  seed?: number;
}

export const DEMO_ACCOUNTS = {
  admin: { id: '00000000-0000-4000-8000-000000000001', email: 'admin@example.com', fullName: 'Ada Admin' },
  trainer: { id: '00000000-0000-4000-8000-000000000002', email: 'trainer@example.com', fullName: 'Taylor Trainer' },
  learner: { id: '00000000-0000-4000-8000-000000000003', email: 'learner@example.com', fullName: 'Lee Learner' },
} as const;

function sqlValue(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** Multi-row INSERTs in chunks, well under SQLite's compound-select limit. */
function insertRows(table: string, rows: Record<string, unknown>[], chunk = 100): string[] {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0] as Record<string, unknown>);
  const statements: string[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const values = rows
      .slice(i, i + chunk)
      .map((row) => `(${columns.map((c) => sqlValue(row[c])).join(', ')})`)
      .join(',\n  ');
    statements.push(`INSERT INTO ${table} (${columns.join(', ')}) VALUES\n  ${values};`);
  }
  return statements;
}

/** `?1`, `?2`… replaced by literals: the seed is one SQL file run by `wrangler d1 execute --file`. */
function inlineParams(sql: string, params: readonly unknown[]): string {
  return sql.replace(/\?(\d+)/g, (_, n: string) => sqlValue(params[Number(n) - 1]));
}

function uuidFrom(n: number): string {
  const hex = n.toString(16).padStart(12, '0');
  return `10000000-0000-4000-8000-${hex}`;
}

type Row = Record<string, unknown>;

/** `days` (and `extraMinutes`) before `now`, as stored. */
const timeBefore =
  (now: Date) =>
  (days: number, extraMinutes = 0) =>
    new Date(now.getTime() - days * 86_400_000 - extraMinutes * 60_000).toISOString();

/** Accounts, trainers, services and reviews, apart so seed.test.ts can check the rows themselves. */
export function generateMarketplaceRows(options: SeedOptions, r = seedRandom(options.seed ?? 20251027)) {
  const daysAgo = timeBefore(options.now);
  const users: Row[] = [];
  const profiles: Row[] = [];
  const trainers: Row[] = [];
  const services: Row[] = [];
  const reviews: Row[] = [];
  const usedSlugs = new Set<string>();

  const addAccount = (id: string, email: string, fullName: string, createdAt: string, image: string | null) => {
    // Seeded accounts count as verified: their addresses are placeholders nobody can receive at.
    users.push({ id, email, password_hash: options.passwordHash, created_at: createdAt, email_verified_at: createdAt });
    profiles.push({ id, full_name: fullName, email, bio: null, profile_image: image, created_at: createdAt });
  };

  addAccount(DEMO_ACCOUNTS.admin.id, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.fullName, daysAgo(400), null);
  addAccount(DEMO_ACCOUNTS.trainer.id, DEMO_ACCOUNTS.trainer.email, DEMO_ACCOUNTS.trainer.fullName, daysAgo(300), null);
  addAccount(DEMO_ACCOUNTS.learner.id, DEMO_ACCOUNTS.learner.email, DEMO_ACCOUNTS.learner.fullName, daysAgo(120), null);

  const learnerIds: string[] = [];
  for (let i = 0; i < options.learners; i++) {
    const id = uuidFrom(1_000_000 + i);
    const name = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
    addAccount(id, `learner${i + 1}@example.com`, name, daysAgo(r.int(0, 365), r.int(0, 1440)), null);
    learnerIds.push(id);
  }

  const total = options.approvedTrainers + options.pendingTrainers + options.rejectedTrainers;
  let serviceId = 0;
  let reviewId = 0;
  for (let i = 0; i < total + 1; i++) {
    const isDemo = i === total; // the demo trainer comes last so it gets a known, simple slug
    const status =
      isDemo || i < options.approvedTrainers
        ? 'approved'
        : i < options.approvedTrainers + options.pendingTrainers
          ? 'pending'
          : 'rejected';
    const trainerId = i + 1;
    const userId = isDemo ? DEMO_ACCOUNTS.trainer.id : uuidFrom(i + 1);
    const fullName = isDemo ? DEMO_ACCOUNTS.trainer.fullName : `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
    const primary: CategoryKey = isDemo ? 'health_wellness' : (CATEGORY_KEYS[i % CATEGORY_KEYS.length] as CategoryKey);
    const catSeed = CATEGORY_SEEDS[primary];
    const createdAt = isDemo ? daysAgo(200) : daysAgo(r.int(0, 700), r.int(0, 1440));
    const image = avatarPath(fullName, i * 37);
    if (!isDemo) addAccount(userId, `trainer${i + 1}@example.com`, fullName, createdAt, image);
    else (profiles[1] as Record<string, unknown>).profile_image = image;

    let slug = trainerSlugFromName(fullName);
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${trainerSlugFromName(fullName)}-${n}`;
    usedSlugs.add(slug);

    const handle = slug.replace(/-/g, '');
    const featured = isDemo || r.chance(0.08);
    trainers.push({
      id: trainerId,
      user_id: userId,
      slug,
      headline: isDemo ? 'Certified Yoga Instructor & Wellness Coach' : r.pick(catSeed.headlines),
      description:
        isDemo || r.chance(0.9)
          ? `I help clients build ${r.pick(catSeed.focus)} and ${r.pick(catSeed.focus)} with sessions that fit real life. ${r.int(3, 20)} years of experience, hundreds of happy clients, and a practical, encouraging style.`
          : null,
      status,
      is_featured: featured,
      featured_at: featured ? daysAgo(r.int(0, 60), r.int(0, 1440)) : null,
      identity_verified: isDemo || r.chance(0.4),
      email_verified: isDemo || r.chance(0.8),
      website_url: r.chance(0.6) ? `https://www.${handle}.com` : null,
      instagram_url: r.chance(0.7) ? `https://instagram.com/${handle}` : null,
      tiktok_url: r.chance(0.3) ? `https://www.tiktok.com/@${handle}` : null,
      snapchat_url: r.chance(0.15) ? `https://www.snapchat.com/add/${handle}` : null,
      whatsapp_number: isDemo || r.chance(0.75) ? `1555${String(1_000_000 + i).slice(-7)}` : null,
      created_at: createdAt,
      updated_at: createdAt,
    });

    // Never the same service twice for one trainer.
    const serviceTotal = isDemo ? 3 : r.int(1, 5);
    const offered = new Set<string>();
    for (let s = 0; s < serviceTotal; s++) {
      const wanted = s === 0 || r.chance(0.7) ? primary : (r.pick(CATEGORY_KEYS) as CategoryKey);
      const category = CATEGORY_SEEDS[wanted].services.some((t) => !offered.has(t.title)) ? wanted : primary;
      const choices = CATEGORY_SEEDS[category].services.filter((t) => !offered.has(t.title));
      if (choices.length === 0) break;
      const template = r.pick(choices);
      offered.add(template.title);
      const price =
        template.basePrice === 0 ? 0 : Math.max(0, Math.round((template.basePrice * (0.6 + r.next() * 0.9)) / 5) * 5);
      services.push({
        id: ++serviceId,
        trainer_id: trainerId,
        title: template.title,
        description: template.description,
        category,
        price,
        currency: 'USD',
        duration_minutes: template.duration,
        created_at: createdAt,
        // The demo trainer takes session requests on the profile (issue #42), with the availability below.
        bookable: isDemo,
      });
    }

    if (status !== 'approved' || learnerIds.length === 0) continue;
    // Realistic, mostly positive ratings; some trainers have none, but never a featured one.
    const reviewTotal = isDemo ? 6 : featured ? r.int(3, 12) : r.chance(0.15) ? 0 : r.int(1, 12);
    const start = r.int(0, learnerIds.length - 1);
    const bias = r.next();
    for (let k = 0; k < Math.min(reviewTotal, learnerIds.length); k++) {
      const template = bias > 0.3 ? r.pick(REVIEW_TEMPLATES.filter((t) => t.rating >= 4)) : r.pick(REVIEW_TEMPLATES);
      reviews.push({
        id: ++reviewId,
        trainer_id: trainerId,
        reviewer_id: learnerIds[(start + k) % learnerIds.length],
        rating: template.rating,
        title: template.title,
        comment: r.chance(0.85) ? template.comment : null,
        created_at: daysAgo(r.int(0, 300), r.int(0, 1440)),
      });
    }
  }

  return { users, profiles, trainers, services, reviews, learnerIds, total };
}

export function generateSeedSql(options: SeedOptions): string {
  const r = seedRandom(options.seed ?? 20251027);
  const daysAgo = timeBefore(options.now);
  const { users, profiles, trainers, services, reviews, learnerIds, total } = generateMarketplaceRows(options, r);
  const demoTrainerId = total + 1;
  const statements: string[] = ['PRAGMA defer_foreign_keys = on;'];
  statements.push(...insertRows('users', users));
  statements.push(...insertRows('profiles', profiles));
  statements.push(...insertRows('user_roles', [{ user_id: DEMO_ACCOUNTS.admin.id, role: 'admin' }]));
  statements.push(...insertRows('trainers', trainers));
  statements.push(...insertRows('services', services));
  statements.push(...insertRows('trainer_availability', [demoAvailability(demoTrainerId)]));
  statements.push(...insertRows('reviews', reviews));

  // Flagged reviews for the moderation queue: one reported twice, one once, and an old resolved report.
  const reporterOf = (reviewIndex: number) =>
    learnerIds.find((id) => id !== reviews[reviewIndex]?.reviewer_id) ?? DEMO_ACCOUNTS.learner.id;
  statements.push(
    ...insertRows('review_flags', [
      {
        review_id: 1,
        flagged_by: DEMO_ACCOUNTS.learner.id,
        reason: 'Spam or advertising',
        status: 'pending',
        resolved_by: null,
        resolved_at: null,
        created_at: daysAgo(1),
      },
      {
        review_id: 1,
        flagged_by: reporterOf(0),
        reason: 'Fake or misleading review: Never had a session with this trainer',
        status: 'pending',
        resolved_by: null,
        resolved_at: null,
        created_at: daysAgo(0, 90),
      },
      {
        review_id: 2,
        flagged_by: DEMO_ACCOUNTS.learner.id,
        reason: 'Offensive or abusive language',
        status: 'pending',
        resolved_by: null,
        resolved_at: null,
        created_at: daysAgo(2),
      },
      {
        review_id: 3,
        flagged_by: DEMO_ACCOUNTS.learner.id,
        reason: 'Other: Wrong trainer',
        status: 'resolved_approved',
        resolved_by: DEMO_ACCOUNTS.admin.id,
        resolved_at: daysAgo(10),
        created_at: daysAgo(12),
      },
    ]),
  );

  statements.push(
    ...insertRows(
      'saved_trainers',
      [1, 2, 3].map((t) => ({ user_id: DEMO_ACCOUNTS.learner.id, trainer_id: t, created_at: daysAgo(t) })),
    ),
  );

  // The demo trainer's analytics: the current month always has data, even on its first day.
  const sources = ['search', 'direct', 'category', 'home'];
  const keywords = [
    'yoga',
    'Yoga for beginners',
    'meditation',
    'nutrition',
    'pilates',
    'stress',
    'YOGA',
    'wellness coach',
  ];
  const platforms = ['website', 'instagram', 'tiktok', 'snapchat', 'whatsapp'];
  const views: Record<string, unknown>[] = [];
  const clicks: Record<string, unknown>[] = [];
  const searches: Record<string, unknown>[] = [];
  const currentMonth = monthKey(options.now);
  const timeIn = (month: string) => {
    const { start, end } = monthBounds(month);
    const from = Date.parse(start);
    const to = Math.min(Date.parse(end), options.now.getTime());
    return new Date(from + Math.floor(r.next() * Math.max(1, to - from))).toISOString();
  };
  const demoMonths: [string, { views: number; clicks: number; searches: number }][] = [
    [currentMonth, { views: 90, clicks: 30, searches: 45 }],
    [shiftMonth(currentMonth, -1), { views: 110, clicks: 38, searches: 50 }],
    [shiftMonth(currentMonth, -2), { views: 60, clicks: 22, searches: 25 }],
  ];
  for (const [month, counts] of demoMonths) {
    for (let e = 0; e < counts.views; e++) {
      const source = r.pick(sources);
      views.push({
        event_id: `seed-view-${month}-${e}`,
        trainer_id: demoTrainerId,
        source_page: source,
        search_query: source === 'search' ? r.pick(keywords) : null,
        referrer: r.chance(0.3) ? 'https://www.google.com/' : null,
        viewed_at: timeIn(month),
      });
    }
    for (let e = 0; e < counts.clicks; e++) {
      clicks.push({
        event_id: `seed-click-${month}-${e}`,
        trainer_id: demoTrainerId,
        platform: r.pick(platforms),
        clicked_at: timeIn(month),
      });
    }
    for (let e = 0; e < counts.searches; e++) {
      searches.push({
        event_id: `seed-search-${month}-${e}`,
        query: r.pick(keywords),
        user_id: null,
        created_at: timeIn(month),
      });
    }
  }
  // So the category benchmarks have other trainers to compare with.
  const benchmarkMonths = [currentMonth, shiftMonth(currentMonth, -1)];
  for (const trainer of trainers) {
    if (trainer.status !== 'approved' || trainer.id === demoTrainerId) continue;
    for (const month of benchmarkMonths) {
      const viewCount = r.int(0, 12);
      for (let e = 0; e < viewCount; e++) {
        views.push({
          event_id: `seed-view-${trainer.id}-${month}-${e}`,
          trainer_id: trainer.id,
          source_page: r.pick(sources),
          search_query: null,
          referrer: null,
          viewed_at: timeIn(month),
        });
      }
      const clickCount = viewCount === 0 ? 0 : r.int(0, Math.min(viewCount, 4));
      for (let e = 0; e < clickCount; e++) {
        clicks.push({
          event_id: `seed-click-${trainer.id}-${month}-${e}`,
          trainer_id: trainer.id,
          platform: r.pick(platforms),
          clicked_at: timeIn(month),
        });
      }
    }
  }
  statements.push(...insertRows('trainer_profile_views', views));
  statements.push(...insertRows('trainer_social_clicks', clicks));
  statements.push(...insertRows('search_queries', searches));
  // wrangler dev runs no Cron Triggers: the rollups (all days in one run) and the benchmarks, here.
  const firstEventDay = monthBounds(shiftMonth(currentMonth, -2)).start.slice(0, 10);
  for (const statement of rollupStatements(firstEventDay, rollupCutoffDay(options.now))) {
    statements.push(`${inlineParams(statement.sql, statement.params)};`);
  }
  for (const month of benchmarkMonths) {
    for (const statement of benchmarkStatements(month, options.now.toISOString())) {
      statements.push(`${inlineParams(statement.sql, statement.params)};`);
    }
  }

  statements.push(
    ...insertRows(
      'blog_posts',
      BLOG_POSTS.map((post, index) => ({
        title: post.title,
        slug: blogSlugFromTitle(post.title),
        excerpt: post.excerpt,
        content: post.html,
        category: post.category,
        tags: JSON.stringify(post.tags),
        featured_image: coverPath(index + 1),
        is_published: post.published,
        published_at: post.published ? daysAgo(index * 9 + 2) : null,
        views_count: post.published ? r.int(40, 4000) : 0,
        read_time_minutes: readTimeMinutes(post.html),
        created_at: daysAgo(index * 9 + 3),
      })),
    ),
  );
  statements.push(
    ...insertRows(
      'faqs',
      FAQS.map((faq, index) => ({
        question: faq.question,
        answer: faq.answer,
        category: faq.category,
        is_published: faq.published ?? true,
        order_index: FAQS.slice(0, index).filter((other) => other.category === faq.category).length,
      })),
    ),
  );
  statements.push(
    ...insertRows(
      'testimonials',
      TESTIMONIALS.map((t, index) => ({
        client_name: t.clientName,
        client_photo: avatarPath(t.clientName, index * 53 + 11),
        quote: t.quote,
        rating: t.rating,
        is_featured: t.featured,
        created_at: daysAgo(index * 5 + 1),
      })),
    ),
  );
  statements.push(
    ...insertRows('platform_settings', [
      {
        key: 'maintenance_mode',
        value: JSON.stringify({
          enabled: false,
          message: 'We are performing scheduled maintenance. Please check back soon.',
        }),
      },
      {
        key: 'announcement',
        value: JSON.stringify({ enabled: false, message: 'Welcome to our new trainer marketplace!', type: 'info' }),
      },
    ]),
  );
  statements.push(
    ...insertRows('contact_submissions', [
      {
        name: 'Jamie Rivera',
        email: 'jamie@example.org',
        subject: 'Partnership',
        message: 'Do you offer corporate packages?',
        user_id: null,
        created_at: daysAgo(2),
      },
    ]),
  );
  statements.push(
    ...insertRows('newsletter_subscriptions', [
      { email: 'subscriber@example.org', user_id: null, source_page: 'homepage' },
    ]),
  );
  return `${statements.join('\n')}\n`;
}

/** The demo trainer's booking hours: weekdays 09:00–17:00 and Saturday mornings in London, the defaults otherwise. */
export function demoAvailability(trainerId: number): Record<string, unknown> {
  const workday = [{ start: '09:00', end: '17:00' }];
  return {
    trainer_id: trainerId,
    time_zone: 'Europe/London',
    weekly: JSON.stringify({
      monday: workday,
      tuesday: workday,
      wednesday: workday,
      thursday: workday,
      friday: workday,
      saturday: [{ start: '10:00', end: '13:00' }],
      sunday: [],
    }),
  };
}
