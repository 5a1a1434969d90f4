import type { RateRule } from '#worker/platform/rate-limit';

// Per-account rules are keyed by the address asked about, account or not, so a 429 reveals no address.
const HOUR = 60 * 60;
const FIFTEEN_MINUTES = 15 * 60;

/** "Forgot password?" from one source address, whatever the addresses. */
export const RESET_REQUESTS_PER_IP: RateRule = { name: 'reset-ip', limit: 10, windowSeconds: HOUR };
/** Reset emails for one address: enough to retry, too few to flood an inbox. */
export const RESET_REQUESTS_PER_EMAIL: RateRule = { name: 'reset-email', limit: 3, windowSeconds: HOUR };
/** Reset links tried (checked or used) from one address (the tokens are unguessable; this keeps the endpoints cheap). */
export const RESET_ATTEMPTS_PER_IP: RateRule = { name: 'reset-try-ip', limit: 20, windowSeconds: FIFTEEN_MINUTES };
export const CONFIRMATION_EMAILS_PER_ACCOUNT: RateRule = { name: 'confirm-mail', limit: 5, windowSeconds: HOUR };
export const WRONG_PASSWORDS_PER_ACCOUNT: RateRule = { name: 'settings-pw', limit: 10, windowSeconds: FIFTEEN_MINUTES };
