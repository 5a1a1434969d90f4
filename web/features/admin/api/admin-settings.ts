import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementSetting, MaintenanceSetting } from '#shared/api/settings';
import { siteStatusKeys } from '#web/features/platform-settings/index';
import { signedInRequest } from '#web/lib/session/requests';
import { adminKeys } from './query-keys';

export function adminSettingsQuery() {
  return queryOptions({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) => signedInRequest('/admin/settings', { signal }),
    meta: { errorToast: 'Failed to load settings' },
  });
}

type SettingChange =
  | { key: 'maintenance_mode'; value: MaintenanceSetting }
  | { key: 'announcement'; value: AnnouncementSetting };

/** Saves one setting; the answer is the new state, and every page's banner/maintenance check refreshes. */
export function useSaveSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: SettingChange) =>
      signedInRequest(`/admin/settings/${key}`, { method: 'PUT', json: value }),
    onSuccess: (settings) => client.setQueryData(adminKeys.settings(), settings),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: siteStatusKeys.settings() }),
        client.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
