import { queryOptions } from '@tanstack/react-query';
import { SAVED_TOASTS } from '#web/features/saved-trainers/saved-toasts';
import { signedInRequest } from '#web/lib/session/requests';
import { savedTrainerKeys } from './query-keys';

/** The saved-trainers page: the whole list in one request. */
export function savedTrainersQuery() {
  return queryOptions({
    queryKey: savedTrainerKeys.list(),
    queryFn: ({ signal }) => signedInRequest('/saved-trainers', { signal }).then((r) => r.saved),
    meta: { errorToast: SAVED_TOASTS.loadFailed },
  });
}

/** The ids only, one request shared by every Save button on the page (not one per card). */
export function savedTrainerIdsQuery() {
  return queryOptions({
    queryKey: savedTrainerKeys.ids(),
    queryFn: ({ signal }) => signedInRequest('/saved-trainers/ids', { signal }).then((r) => new Set(r.trainer_ids)),
    meta: { errorLog: 'Failed to load saved trainers' },
  });
}
