import type { RateRule } from '../../lib/rate-limit';

/** Abuse limits for account endpoints. */
export const SIGN_IN_FAILURES_PER_ACCOUNT: RateRule = { name: 'signin-fail-acct', limit: 10, windowSeconds: 15 * 60 };
export const SIGN_IN_FAILURES_PER_IP: RateRule = { name: 'signin-fail-ip', limit: 30, windowSeconds: 15 * 60 };
export const SIGN_UPS_PER_IP: RateRule = { name: 'signup-ip', limit: 10, windowSeconds: 60 * 60 };
