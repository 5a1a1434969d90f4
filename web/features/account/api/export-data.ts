import { useMutation } from '@tanstack/react-query';
import { signedInRequest } from '#web/lib/session/requests';

/** GET /api/me/account/export: everything stored about the account, as one JSON document. */
export function useExportMyData() {
  return useMutation({
    mutationFn: () => signedInRequest('/me/account/export'),
  });
}
