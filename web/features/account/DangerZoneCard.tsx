import { useState } from 'react';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { SettingsCard } from './SettingsCard';

export function DangerZoneCard() {
  const [confirming, setConfirming] = useState(false);
  return (
    <SettingsCard
      title="Danger zone"
      danger
      description="Delete your account and everything tied to it. Your reviews stay as “Anonymous”, and a trainer profile is unpublished."
    >
      <button type="button" className="btn btn-error btn-outline self-start" onClick={() => setConfirming(true)}>
        Delete account
      </button>
      {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} />}
    </SettingsCard>
  );
}
