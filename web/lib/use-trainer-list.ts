import { useCallback, useEffect, useRef, useState } from 'react';
import type { TrainerCardData } from '#shared/api/trainers';
import { fetchTrainerList } from './trainers-api';

/**
 * Loads a trainer listing for the given filters, one page at a time ("Load more" appends).
 * Changing the filters starts over; a stale response never overwrites a newer one.
 */
export function useTrainerList(filters: URLSearchParams) {
  const key = filters.toString();
  const [trainers, setTrainers] = useState<TrainerCardData[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  // Only the newest request may update state: new filters or another page abort the previous one.
  const current = useRef<AbortController | null>(null);

  const load = useCallback(
    async (pageToLoad: number) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const { signal } = controller;
      setLoading(true);
      const params = new URLSearchParams(key);
      params.set('page', String(pageToLoad));
      try {
        const res = await fetchTrainerList(params, signal);
        if (signal.aborted) return;
        setTrainers((current) => (pageToLoad === 1 ? res.trainers : [...current, ...res.trainers]));
        setTotal(res.total);
        setHasMore(res.has_more);
        setPage(pageToLoad);
        setError(null);
      } catch (err) {
        if (signal.aborted) return;
        setError(err instanceof Error ? err.message : 'Failed to load trainers');
      } finally {
        if (!signal.aborted) setLoading(false);
      }
    },
    [key],
  );

  useEffect(() => {
    setTrainers([]);
    void load(1);
    return () => current.current?.abort();
  }, [load]);

  const loadMore = useCallback(() => {
    void load(page + 1);
  }, [load, page]);

  return { trainers, total, hasMore, loading, error, loadMore };
}
