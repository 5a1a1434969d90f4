import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInRequest } from '#web/lib/session/requests';
import { accountSettingsQuery } from './account-settings';

/** DELETE /api/me/account/sessions/:id: signs one other device out. */
export function useEndSession() {
  const client = useQueryClient();
  const key = accountSettingsQuery().queryKey;
  return useMutation({
    mutationFn: (sessionId: string) =>
      signedInRequest('/me/account/sessions/:id', { method: 'DELETE', param: { id: sessionId } }),
    onSuccess: (_res, sessionId) => {
      client.setQueryData(key, (settings) =>
        settings ? { ...settings, sessions: settings.sessions.filter((s) => s.id !== sessionId) } : settings,
      );
      return client.invalidateQueries({ queryKey: key });
    },
  });
}

/** POST /api/me/account/sessions/sign-out-others: every session but this one ends. */
export function useSignOutOtherSessions() {
  const client = useQueryClient();
  const key = accountSettingsQuery().queryKey;
  return useMutation({
    mutationFn: () => signedInRequest('/me/account/sessions/sign-out-others', { method: 'POST', json: {} }),
    onSuccess: () => {
      client.setQueryData(key, (settings) =>
        settings ? { ...settings, sessions: settings.sessions.filter((s) => s.current) } : settings,
      );
      return client.invalidateQueries({ queryKey: key });
    },
  });
}
