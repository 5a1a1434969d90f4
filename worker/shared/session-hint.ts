/**
 * The "signed in" hint: a cookie with no secret in it (its value is always "1"), readable by the
 * web app's JavaScript, set and cleared by the worker together with the HttpOnly refresh cookie.
 * The web app asks POST /api/auth/refresh only when it is present, so an anonymous visitor's page
 * load makes no request that is bound to fail (a 401 in the console on every page).
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';
export const SIGNED_IN_HINT_VALUE = '1';
