import { toast } from '#web/lib/toast';
import { ACCOUNT_TOASTS } from './account-toasts';
import { useExportMyData } from './api/export-data';
import { SettingsCard } from './SettingsCard';
import { saveJsonFile } from './save-json-file';
import { toastAccountError } from './toast-error';

/** A copy of everything stored about the account, downloaded as my-data.json. */
export function DataCard() {
  const exportData = useExportMyData();
  const download = () =>
    exportData.mutate(undefined, {
      onSuccess: (data) => {
        saveJsonFile(data, 'my-data.json');
        toast.success(ACCOUNT_TOASTS.downloadStarted);
      },
      onError: (error) => toastAccountError(error, ACCOUNT_TOASTS.downloadFailed),
    });
  return (
    <SettingsCard
      title="Your data"
      description="Download a copy of the data stored about your account, as a JSON file."
    >
      <button type="button" className="btn btn-outline self-start" disabled={exportData.isPending} onClick={download}>
        {exportData.isPending ? 'Preparing download...' : 'Download my data'}
      </button>
    </SettingsCard>
  );
}
