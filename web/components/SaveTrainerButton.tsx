import { useEffect, useState } from 'react';
import { type SaveToggleResult, useSavedTrainerToggle } from '#web/features/saved-trainers/api/save-trainer';
import { toast } from '#web/lib/toast';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.2 5 6.6 5c2 0 3.4 1.1 4.4 2.6C12 6.1 13.4 5 15.4 5c3.4 0 5.4 3.6 4.1 6.8C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

function report(result: SaveToggleResult) {
  if (!result.message) return;
  if (result.ok) toast.success(result.message);
  else toast.error(result.message);
}

/**
 * SPEC 4 save toggle: 'Save Trainer' / 'Saved', disabled during the request, the SPEC's toasts.
 * `icon` is the compact heart used on cards. Until the user's saved state is known (the session or
 * their saved list still loading, as on a signed-in visitor's first screen) it shows a neutral
 * "Checking…"; a click then means "save": it waits for the answer and saves a trainer not saved
 * yet (one already saved stays saved).
 */
export function SaveTrainerButton({
  trainerId,
  name,
  variant = 'button',
}: {
  trainerId: number;
  name: string;
  variant?: 'button' | 'icon';
}) {
  const { saved, known, pending, toggle } = useSavedTrainerToggle(trainerId);
  const [saveWhenKnown, setSaveWhenKnown] = useState(false);

  useEffect(() => {
    if (!saveWhenKnown || !known) return;
    setSaveWhenKnown(false);
    if (!saved) void toggle().then(report);
  }, [saveWhenKnown, known, saved, toggle]);

  const onClick = () => {
    if (known) void toggle().then(report);
    else setSaveWhenKnown(true);
  };

  if (!known) {
    const label = saveWhenKnown ? `Saving ${name}…` : `Checking whether ${name} is saved`;
    return variant === 'icon' ? (
      <button type="button" className="btn btn-circle btn-ghost btn-sm" aria-label={label} aria-busy onClick={onClick}>
        <span className="loading loading-spinner loading-xs" aria-hidden="true" />
      </button>
    ) : (
      <button type="button" className="btn btn-sm btn-outline" aria-label={label} aria-busy onClick={onClick}>
        <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        {saveWhenKnown ? 'Saving…' : 'Checking…'}
      </button>
    );
  }
  if (variant === 'icon') {
    return (
      <button
        type="button"
        className={`btn btn-circle btn-ghost btn-sm ${saved ? 'text-error' : ''}`}
        aria-label={saved ? `Remove ${name} from saved trainers` : `Save ${name}`}
        aria-pressed={saved}
        disabled={pending}
        onClick={onClick}
      >
        <Heart filled={saved} />
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`btn btn-sm ${saved ? 'btn-secondary' : 'btn-outline'}`}
      aria-pressed={saved}
      disabled={pending}
      onClick={onClick}
    >
      <Heart filled={saved} />
      {saved ? 'Saved' : 'Save Trainer'}
    </button>
  );
}
