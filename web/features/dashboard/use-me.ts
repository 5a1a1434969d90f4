import { useCallback, useEffect, useState } from 'react';
import type { MeResponse } from '#shared/api/me';
import { signedInRequest } from '../../lib/session/requests';

/** Loads /api/me (account + trainer status) for the signed-in user. */
export function useMe() {
  const [data, setData] = useState<MeResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await signedInRequest<MeResponse>('/me'));
      setError(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Failed to load profile data');
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, error, loading, reload };
}
