import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ProfileCompletenessCard } from '#web/components/ProfileCompletenessCard';
import { usePageMeta } from '#web/components/usePageMeta';
import { MySessions, TrainerSessions } from '#web/features/bookings/index';
import { savedTrainerIdsQuery } from '#web/features/saved-trainers/index';
import { formatLongDay } from '#web/lib/dates';
import { meQuery } from './api/me';
import { TrainerStatusCard } from './TrainerStatusCard';
import { VerifyEmailReminder } from './VerifyEmailReminder';

export function DashboardPage() {
  usePageMeta('Dashboard');
  const { data, error, isPending, refetch } = useQuery(meQuery());
  // The same ids the hearts use, so saving or removing a trainer anywhere updates the count.
  const savedCount = useQuery(savedTrainerIdsQuery()).data?.size;

  if (isPending) {
    return (
      <div className="flex justify-center py-24" role="status" aria-label="Loading dashboard">
        <span className="loading loading-spinner loading-lg" />
      </div>
    );
  }
  if (!data) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <p className="alert alert-error">{error?.message || 'Failed to load profile data'}</p>
        <button type="button" className="btn mt-6" onClick={() => void refetch()}>
          Try again
        </button>
      </section>
    );
  }

  const { user, trainer } = data;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">Welcome, {user.full_name}</h1>
      {!user.email_verified && <VerifyEmailReminder email={user.email} />}
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <div className="card border border-base-200 bg-base-100 shadow-sm">
          <div className="card-body">
            <h2 className="card-title">Account</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-base-content/60">Name</dt>
              <dd>{user.full_name}</dd>
              <dt className="text-base-content/60">Email</dt>
              <dd className="flex flex-wrap items-center gap-2">
                <span className="break-all">{user.email}</span>
                {user.email_verified && <span className="badge badge-success badge-sm">Verified</span>}
              </dd>
              <dt className="text-base-content/60">Member since</dt>
              <dd>{formatLongDay(user.created_at)}</dd>
              {user.is_admin && (
                <>
                  <dt className="text-base-content/60">Role</dt>
                  <dd>Administrator</dd>
                </>
              )}
            </dl>
            <div className="card-actions mt-2">
              <Link to="/account" className="btn btn-outline btn-sm">
                Account settings
              </Link>
            </div>
          </div>
        </div>
        <div className="card border border-base-200 bg-base-100 shadow-sm">
          <div className="card-body">
            <h2 className="card-title">
              Saved trainers
              {savedCount !== undefined && (
                <span className="badge badge-neutral" data-testid="saved-count">
                  {savedCount}
                </span>
              )}
            </h2>
            <p className="text-base-content/70">The trainers you saved for later, all in one place.</p>
            <div className="card-actions">
              <Link to="/saved-trainers" className="btn btn-outline">
                View Saved Trainers
              </Link>
            </div>
          </div>
        </div>
        {trainer?.status === 'approved' && (
          <div className="flex flex-col gap-6 md:col-span-2">
            <TrainerSessions />
          </div>
        )}
        <div className="md:col-span-2">
          <MySessions />
        </div>
        <div className="md:col-span-2">
          <TrainerStatusCard trainer={trainer} />
        </div>
        {trainer && (
          <div className="md:col-span-2">
            <ProfileCompletenessCard completeness={trainer.completeness} />
          </div>
        )}
      </div>
    </section>
  );
}
