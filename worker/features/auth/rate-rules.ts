import type { RateRule } from '#worker/platform/rate-limit';

// Sign-in throttling (decision 010): the per-account rule stops distributed guessing, and device-cookie browsers count
// only per cookie, so strangers cannot lock the owner out.
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
