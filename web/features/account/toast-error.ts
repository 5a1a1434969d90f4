import { apiErrorMessage } from '#web/lib/api-client';
import { toast } from '#web/lib/toast';
import { ACCOUNT_TOASTS } from './account-toasts';

/** The worker's own words when it answered (wrong password, address taken, too many attempts), else the fallback. */
export function toastAccountError(error: unknown, fallback: string = ACCOUNT_TOASTS.saveFailed): void {
  toast.error(apiErrorMessage(error, fallback));
}
