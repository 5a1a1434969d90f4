import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AdminStatsResponse } from '#shared/api/admin';
import { usePageMeta } from '../../components/usePageMeta';
import { AuditEntryList } from './AuditEntryList';
import { adminStatsQuery } from './api/admin-stats';
import { recentActivityQuery } from './api/audit-log';
import { ContactInbox } from './ContactInbox';

interface StatCard {
  label: string;
  value: (stats: AdminStatsResponse) => number;
  note?: (stats: AdminStatsResponse) => string;
}

/** SPEC 2: the eight stat cards, in this order. */
const STAT_CARDS: StatCard[] = [
  { label: 'Total Users', value: (s) => s.total_users, note: (s) => `${s.new_users_this_week} new this week` },
  { label: 'Total Trainers', value: (s) => s.total_trainers, note: (s) => `${s.new_trainers_this_week} new this week` },
  { label: 'Pending Approvals', value: (s) => s.pending_trainers },
  { label: 'Approved Trainers', value: (s) => s.approved_trainers },
  { label: 'Total Reviews', value: (s) => s.total_reviews },
  { label: 'Flagged Reviews', value: (s) => s.flagged_reviews },
  { label: 'Blog Posts', value: (s) => s.blog_posts },
  {
    label: 'Contact Submissions',
    value: (s) => s.contact_submissions,
    note: (s) => `${s.unread_contact_submissions} unread`,
  },
];

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
            <div className="card-body p-5">
              <h2 className="text-sm font-medium text-base-content/70">{card.label}</h2>
              {stats.data ? (
                <>
                  <p className="text-3xl font-bold">{card.value(stats.data)}</p>
                  {card.note && <p className="text-sm text-base-content/60">{card.note(stats.data)}</p>}
                </>
              ) : (
                <div className="skeleton h-9 w-20" aria-hidden="true" />
              )}
            </div>
          </li>
        ))}
      </ul>

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
