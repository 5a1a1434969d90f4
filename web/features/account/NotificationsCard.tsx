import { toast } from '#web/lib/toast';
import { useSetNotifications } from './api/notifications';
import { SettingsCard } from './SettingsCard';
import { toastAccountError } from './toast-error';

/** One toggle, saved as soon as it moves (optimistically: it moves back if the save fails). */
export function NotificationsCard({ enabled }: { enabled: boolean }) {
  const setNotifications = useSetNotifications();
  return (
    <SettingsCard
      title="Notifications"
      description="Account emails (security, password and address changes) always arrive."
    >
      <label className="flex cursor-pointer items-center justify-between gap-4">
        <span>Email me about new reviews and messages</span>
        <input
          type="checkbox"
          className="toggle toggle-primary"
          checked={enabled}
          disabled={setNotifications.isPending}
          onChange={(event) =>
            setNotifications.mutate(
              { emailNotifications: event.target.checked },
              { onSuccess: (res) => toast.success(res.message), onError: (error) => toastAccountError(error) },
            )
          }
        />
      </label>
    </SettingsCard>
  );
}
