/** Toast copy only the web shows on /account (the worker's own messages come from #shared/api/account-settings). */
export const ACCOUNT_TOASTS = {
  loadFailed: 'Failed to load account settings',
  saveFailed: 'Something went wrong. Please try again.',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  downloadStarted: 'Your data download has started.',
} as const;
