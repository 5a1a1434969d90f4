/** SPEC 8 sign-in and sign-up toasts (a server message wins over the fallbacks). */
export const AUTH_TOASTS = {
  signedIn: 'Signed in successfully!',
  signInFailed: 'Error signing in',
  accountCreated: 'Account created! You can now sign in.',
  signUpFailed: 'Error creating account',
  resetRequestFailed: 'Could not send the reset link. Please try again.',
  resetFailed: 'Could not change the password. Please try again.',
} as const;
