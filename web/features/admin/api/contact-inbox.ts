import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInRequest } from '#web/lib/session/requests';
import { adminKeys } from './query-keys';

export function contactInboxQuery(filter: 'all' | 'unread', page: number) {
  const query = new URLSearchParams({ filter, page: String(page) }).toString();
  return queryOptions({
    queryKey: adminKeys.contactList(query),
    queryFn: ({ signal }) =>
      signedInRequest('/admin/contact-submissions', { query: { filter, page: String(page) }, signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: 'Failed to load messages' },
  });
}

export function useMarkContactRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      signedInRequest('/admin/contact-submissions/:id', { method: 'PATCH', param: { id }, json: { read } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.contact() }),
        client.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]),
  });
}
