import type { AccountSession } from '#shared/api/account-settings';
import { formatDateTime } from '#web/lib/dates';
import { toast } from '#web/lib/toast';
import { useEndSession, useSignOutOtherSessions } from './api/sessions';
import { SettingsCard } from './SettingsCard';
import { toastAccountError } from './toast-error';

/** The devices signed in to the account (most recently used first); any but this one can be signed out. */
export function SessionsCard({ sessions }: { sessions: AccountSession[] }) {
  const endSession = useEndSession();
  const endOthers = useSignOutOtherSessions();
  const hasOthers = sessions.some((session) => !session.current);
  const onDone = {
    onSuccess: (res: { message: string }) => toast.success(res.message),
    onError: (error: unknown) => toastAccountError(error),
  };
  return (
    <SettingsCard title="Active sessions" description="The devices signed in to your account.">
      <ul className="divide-y divide-base-200" aria-label="Signed-in devices">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {session.device}
                {session.current && <span className="badge badge-primary badge-sm">This device</span>}
              </p>
              <p className="text-sm text-base-content/60">Last used {formatDateTime(session.last_used_at)}</p>
            </div>
            {!session.current && (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                aria-label={`Sign out ${session.device}`}
                disabled={endSession.isPending && endSession.variables === session.id}
                onClick={() => endSession.mutate(session.id, onDone)}
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-outline self-start"
        disabled={!hasOthers || endOthers.isPending}
        onClick={() => endOthers.mutate(undefined, onDone)}
      >
        {endOthers.isPending ? 'Signing out...' : 'Sign out all other devices'}
      </button>
    </SettingsCard>
  );
}
