import { useQuery } from '@tanstack/react-query';
import { usePageMeta } from '#web/components/usePageMeta';
import { formatLongDay } from '#web/lib/dates';
import { ACCOUNT_TOASTS } from './account-toasts';
import { accountSettingsQuery } from './api/account-settings';
import { DangerZoneCard } from './DangerZoneCard';
import { DataCard } from './DataCard';
import { EmailCard } from './EmailCard';
import { NotificationsCard } from './NotificationsCard';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';
import { SessionsCard } from './SessionsCard';

/** /account: the signed-in user's own settings, one card per concern. */
export function AccountPage() {
  usePageMeta('Account Settings');
  const { data, error, refetch } = useQuery(accountSettingsQuery());

  if (!data) {
    if (error) {
      return (
        <section className="mx-auto max-w-xl px-4 py-20 text-center">
          <p className="alert alert-error">{error.message || ACCOUNT_TOASTS.loadFailed}</p>
          <button type="button" className="btn mt-6" onClick={() => void refetch()}>
            Try again
          </button>
        </section>
      );
    }
    return (
      <div className="flex justify-center py-24" role="status" aria-label="Loading account settings">
        <span className="loading loading-spinner loading-lg" />
      </div>
    );
  }

  const { account, sessions } = data;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Account Settings</h1>
      <p className="mt-1 text-base-content/70">Member since {formatLongDay(account.created_at)}</p>
      <div className="mt-8 flex flex-col gap-6">
        {/* Keyed on the saved name, so the form starts from what is stored after each save. */}
        <ProfileCard key={account.full_name} fullName={account.full_name} />
        <EmailCard account={account} />
        <PasswordCard />
        <NotificationsCard enabled={account.email_notifications} />
        <SessionsCard sessions={sessions} />
        <DataCard />
        <DangerZoneCard />
      </div>
    </section>
  );
}
