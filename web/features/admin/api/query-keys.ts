import { VIEWER_SCOPE } from '#web/lib/viewer-scope';

/** Cache keys of the admin console (under the viewer scope: dropped when the admin signs out). */
export const adminKeys = {
  all: [VIEWER_SCOPE, 'admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  trainers: () => [...adminKeys.all, 'trainers'] as const,
  trainerList: (params: string) => [...adminKeys.trainers(), 'list', params] as const,
  trainerNotes: (trainerId: number) => [...adminKeys.trainers(), 'notes', trainerId] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (params: string) => [...adminKeys.users(), 'list', params] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  auditFor: (targetType: string, targetId: string) => [...adminKeys.audit(), targetType, targetId] as const,
  contact: () => [...adminKeys.all, 'contact'] as const,
  contactList: (params: string) => [...adminKeys.contact(), params] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
};
