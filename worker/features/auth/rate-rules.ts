import type { RateRule } from '#worker/platform/rate-limit';

/**
 * Sign-in throttling (worker/features/auth/README.md, "Sign-in throttling"). Failures are counted, per 15 minutes:
 * - from a browser without a device cookie for the account: per account and source address (5),
 *   per source address across accounts (30), and per account across all such sources (10) — the
 *   last one stops distributed guessing but would let anyone lock the owner out, hence:
 * - from a browser with a valid device cookie for the account: only per device cookie (10), so the
 *   owner's known browsers keep signing in with the right password while the account is attacked.
 */
const FIFTEEN_MINUTES = 15 * 60;
export const SIGN_IN_FAILURES_PER_ACCOUNT_AND_IP: RateRule = {
  name: 'signin-fail-acct-ip',
  limit: 5,
  windowSeconds: FIFTEEN_MINUTES,
};
export const SIGN_IN_FAILURES_PER_ACCOUNT: RateRule = {
  name: 'signin-fail-acct',
  limit: 10,
  windowSeconds: FIFTEEN_MINUTES,
};
export const SIGN_IN_FAILURES_PER_IP: RateRule = { name: 'signin-fail-ip', limit: 30, windowSeconds: FIFTEEN_MINUTES };
export const SIGN_IN_FAILURES_PER_DEVICE: RateRule = {
  name: 'signin-fail-device',
  limit: 10,
  windowSeconds: FIFTEEN_MINUTES,
};
export const SIGN_UPS_PER_IP: RateRule = { name: 'signup-ip', limit: 10, windowSeconds: 60 * 60 };
