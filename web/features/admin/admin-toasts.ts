/** SPEC 8 admin toasts, word for word (the worker's own messages, e.g. 'User is already banned', come from its answers). */
export const ADMIN_TOASTS = {
  loadTrainersFailed: 'Failed to load trainers',
  statusFailed: 'Failed to update trainer status',
  bulkFailed: 'Failed to update trainers',
  verificationUpdated: 'Verification updated',
  verificationFailed: 'Failed to update verification',
  noteAdded: 'Note added',
  noteFailed: 'Failed to save note',
  selectFirst: 'Please select trainers first',
  loadUsersFailed: 'Failed to load users',
  banned: 'User banned',
  banFailed: 'Failed to ban user',
  unbanned: 'User unbanned',
  unbanFailed: 'Failed to unban user',
  reasonRequired: 'Please provide a reason',
  settingsUpdated: 'Settings updated',
  settingsFailed: 'Failed to update settings',
} as const;
