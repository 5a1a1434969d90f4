import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailInput, ChangeNameInput, ChangePasswordInput } from '#shared/api/account-settings';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { signedInRequest } from '#web/lib/session/requests';
import { invalidateWhereTheUserShows } from './invalidate-user';
import { accountKeys } from './query-keys';

const invalidateSettings = (client: QueryClient) => client.invalidateQueries({ queryKey: accountKeys.settings() });

/**
 * PATCH /api/me/account/name. The name shows in the settings, on the dashboard, on a trainer's
 * public profile and cards, on reviews, and in the session's user (a refresh reads it again).
 */
export function useChangeName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeNameInput) => signedInRequest('/me/account/name', { method: 'PATCH', json: input }),
    onSuccess: () => {
      void invalidateSettings(client);
      invalidateWhereTheUserShows(client);
      void refreshSession();
    },
  });
}

/** POST /api/me/account/password: the worker signs the other devices out, so the session list changes. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      signedInRequest('/me/account/password', { method: 'POST', json: input }),
    onSuccess: () => invalidateSettings(client),
  });
}

/**
 * POST /api/me/account/email: a confirmation link goes to the new address; until it is followed
 * the settings show it as the pending email.
 */
export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeEmailInput) => signedInRequest('/me/account/email', { method: 'POST', json: input }),
    onSuccess: () => invalidateSettings(client),
  });
}
