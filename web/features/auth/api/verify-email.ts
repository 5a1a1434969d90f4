import type { QueryClient } from '@tanstack/react-query';
import type { VerifyEmailInput, VerifyEmailResponse } from '#shared/api/account-links';
import { meKeys } from '#web/features/account/index';
import { anonymousRequest } from '#web/lib/session/requests';

/**
 * Follows an emailed verification link (`/?verify_email=<token>`): anonymous, so it works signed in
 * or out. A signed-in dashboard then reloads /api/me and shows the address as verified. A plain
 * function rather than a mutation hook: the layout runs it once per link, and it stays out of the
 * first load's JavaScript (no schema, no mutation observer).
 */
export async function verifyEmail(client: QueryClient, input: VerifyEmailInput): Promise<VerifyEmailResponse> {
  const answer = await anonymousRequest('/auth/verify-email', { method: 'POST', json: input });
  void client.invalidateQueries({ queryKey: meKeys.me() });
  return answer;
}
