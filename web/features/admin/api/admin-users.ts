import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInRequest } from '#web/lib/session/requests';
import { adminKeys } from './query-keys';

export function adminUsersQuery(params: URLSearchParams) {
  const query = params.toString();
  return queryOptions({
    queryKey: adminKeys.userList(query),
    queryFn: ({ signal }) => signedInRequest('/admin/users', { query: params, signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: 'Failed to load users' },
  });
}

/** A ban or unban changes the users table, the activity feed, and (for a trainer) public listings. */
function useInvalidateBans() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.users() }),
      client.invalidateQueries({ queryKey: adminKeys.audit() }),
      client.invalidateQueries({ queryKey: ['trainers'] }),
    ]);
}

export function useBanUser() {
  const invalidate = useInvalidateBans();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) =>
      signedInRequest('/admin/users/:id/ban', {
        method: 'POST',
        param: { id: userId },
        json: { reason },
      }),
    onSettled: invalidate,
  });
}

export function useUnbanUser() {
  const invalidate = useInvalidateBans();
  return useMutation({
    mutationFn: (userId: string) =>
      signedInRequest('/admin/users/:id/ban', { method: 'DELETE', param: { id: userId } }),
    onSettled: invalidate,
  });
}
