import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AdminStatsResponse } from '#shared/api/admin';
import { usePageMeta } from '#web/components/usePageMeta';
import { AuditEntryList } from './AuditEntryList';
import { adminStatsQuery } from './api/admin-stats';
import { recentActivityQuery } from './api/audit-log';
import { ContactInbox } from './ContactInbox';

interface StatCard {
  label: string;
  value: (stats: AdminStatsResponse) => number;
  note?: (stats: AdminStatsResponse) => string;
  /** The list the card counts, filtered as counted (no admin list of all reviews exists). */
  to?: string;
}

/** SPEC 2: the eight stat cards, in this order, each leading to what it counts. */
const STAT_CARDS: StatCard[] = [
  {
    label: 'Total Users',
    value: (s) => s.total_users,
    note: (s) => `${s.new_users_this_week} new this week`,
    to: '/admin/users',
  },
  {
    label: 'Total Trainers',
    value: (s) => s.total_trainers,
    note: (s) => `${s.new_trainers_this_week} new this week`,
    to: '/admin/trainers',
  },
  { label: 'Pending Approvals', value: (s) => s.pending_trainers, to: '/admin/trainers?status=pending' },
  { label: 'Approved Trainers', value: (s) => s.approved_trainers, to: '/admin/trainers?status=approved' },
  { label: 'Total Reviews', value: (s) => s.total_reviews },
  { label: 'Flagged Reviews', value: (s) => s.flagged_reviews, to: '/admin/content?tab=reviews' },
  { label: 'Blog Posts', value: (s) => s.blog_posts, to: '/admin/content?tab=blog' },
  {
    label: 'Contact Submissions',
    value: (s) => s.contact_submissions,
    note: (s) => `${s.unread_contact_submissions} unread`,
    to: '#contact-inbox',
  },
];

const STAT_LINK =
  'rounded-box transition-colors hover:bg-base-200 focus-visible:outline-2 focus-visible:outline-primary';

function StatCardBody({ card, stats }: { card: StatCard; stats: AdminStatsResponse | undefined }) {
  return (
    <div className="card-body p-5">
      <h2 className="text-sm font-medium text-base-content/70">{card.label}</h2>
      {stats ? (
        <>
          <p className="text-3xl font-bold">{card.value(stats)}</p>
          {card.note && <p className="text-sm text-base-content/70">{card.note(stats)}</p>}
        </>
      ) : (
        <div className="skeleton h-9 w-20" aria-hidden="true" />
      )}
    </div>
  );
}

function WeeklyFigure({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <span data-testid={testId}>
      {label}:{' '}
      {value !== undefined ? (
        <strong className="text-base-content">{value}</strong>
      ) : (
        <span className="skeleton inline-block h-4 w-8 align-middle" aria-hidden="true" />
      )}
    </span>
  );
}

const QUICK_ACTIONS = [
  { to: '/admin/trainers', label: 'Review Trainer Applications' },
  { to: '/admin/content?tab=reviews', label: 'Moderate Flagged Reviews' },
  { to: '/admin/content?tab=blog', label: 'Manage Blog Posts' },
];

export function AdminOverviewPage() {
  usePageMeta('Admin dashboard');
  const stats = useQuery(adminStatsQuery());
  const activity = useQuery(recentActivityQuery());

  return (
    <div className="flex flex-col gap-8">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Platform statistics">
        {STAT_CARDS.map((card) => (
          <li key={card.label} className="card border border-base-300 bg-base-100">
            {card.to?.startsWith('#') ? (
              // On this page (the inbox below): a plain anchor, which scrolls to it.
              <a href={card.to} className={STAT_LINK}>
                <StatCardBody card={card} stats={stats.data} />
              </a>
            ) : card.to ? (
              <Link to={card.to} className={STAT_LINK}>
                <StatCardBody card={card} stats={stats.data} />
              </Link>
            ) : (
              <StatCardBody card={card} stats={stats.data} />
            )}
          </li>
        ))}
      </ul>

      {/* Issues #41 and #42: beside the cards' weekly counts, outside the SPEC's eight cards. No admin
          list of enquiries or sessions exists, so they lead nowhere. */}
      <p className="-mt-4 flex flex-wrap gap-x-6 text-sm text-base-content/70">
        <WeeklyFigure
          label="Enquiries this week"
          value={stats.data?.enquiries_this_week}
          testId="enquiries-this-week"
        />
        <WeeklyFigure
          label="Sessions booked this week"
          value={stats.data?.sessions_booked_this_week}
          testId="sessions-this-week"
        />
      </p>

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="card border border-base-300">
          <div className="card-body">
            <h2 className="card-title">Quick Actions</h2>
            <div className="flex flex-col gap-2">
              {QUICK_ACTIONS.map((action) => (
                <Link key={action.to} to={action.to} className="btn btn-outline justify-start">
                  {action.label}
                </Link>
              ))}
            </div>
          </div>
        </section>

        <section className="card border border-base-300">
          <div className="card-body">
            <h2 className="card-title">Recent Activity</h2>
            {activity.isPending && <div className="skeleton h-24 w-full" aria-hidden="true" />}
            {activity.data?.entries.length === 0 && <p className="text-base-content/70">No admin activity yet.</p>}
            {activity.data && <AuditEntryList entries={activity.data.entries.slice(0, 8)} />}
          </div>
        </section>
      </div>

      <ContactInbox />
    </div>
  );
}
