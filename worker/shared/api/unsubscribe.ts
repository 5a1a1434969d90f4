// Free of zod, so the public page's chunk stays small.
export interface UnsubscribeResponse {
  message: string;
  email: string;
  subscribed: boolean;
}

export const UNSUBSCRIBE_MESSAGES = {
  unsubscribed: 'You will no longer receive notification emails. Account emails (security, password) still arrive.',
  resubscribed: 'Notification emails switched back on.',
  invalidLink: 'This unsubscribe link is not valid.',
  expiredLink: 'This unsubscribe link has expired.',
} as const;
