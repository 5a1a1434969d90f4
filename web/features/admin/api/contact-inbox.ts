import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactInboxResponse } from '#shared/api/admin';
import type { MessageResponse } from '#shared/api/auth';
import { signedInRequest } from '#web/lib/session/requests';
import { adminKeys } from './query-keys';

export function contactInboxQuery(filter: 'all' | 'unread', page: number) {
  const query = new URLSearchParams({ filter, page: String(page) }).toString();
  return queryOptions({
    queryKey: adminKeys.contactList(query),
    queryFn: ({ signal }) => signedInRequest<ContactInboxResponse>(`/admin/contact-submissions?${query}`, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: 'Failed to load messages' },
  });
}

export function useMarkContactRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      signedInRequest<MessageResponse>(`/admin/contact-submissions/${id}`, { method: 'PATCH', json: { read } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.contact() }),
        client.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]),
  });
}
