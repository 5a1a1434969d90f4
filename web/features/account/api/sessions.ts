import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSettingsResponse } from '#shared/api/account-settings';
import type { MessageResponse } from '#shared/api/auth';
import { signedInRequest } from '#web/lib/session/requests';
import { accountKeys } from './query-keys';

/** DELETE /api/me/account/sessions/:id: signs one other device out. */
export function useEndSession() {
  const client = useQueryClient();
  const key = accountKeys.settings();
  return useMutation({
    mutationFn: (sessionId: string) =>
      signedInRequest<MessageResponse>(`/me/account/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }),
    onSuccess: (_res, sessionId) => {
      client.setQueryData<AccountSettingsResponse>(key, (settings) =>
        settings ? { ...settings, sessions: settings.sessions.filter((s) => s.id !== sessionId) } : settings,
      );
      return client.invalidateQueries({ queryKey: key });
    },
  });
}

/** POST /api/me/account/sessions/sign-out-others: every session but this one ends. */
export function useSignOutOtherSessions() {
  const client = useQueryClient();
  const key = accountKeys.settings();
  return useMutation({
    mutationFn: () =>
      signedInRequest<MessageResponse>('/me/account/sessions/sign-out-others', { method: 'POST', json: {} }),
    onSuccess: () => {
      client.setQueryData<AccountSettingsResponse>(key, (settings) =>
        settings ? { ...settings, sessions: settings.sessions.filter((s) => s.current) } : settings,
      );
      return client.invalidateQueries({ queryKey: key });
    },
  });
}
