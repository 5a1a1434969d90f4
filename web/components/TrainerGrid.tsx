import type { TrainerCardData } from '#shared/api/trainers';
import { formatCount } from '#web/lib/format';
import { ListPagingLinks } from './ListPagingLinks';
import { TrainerCard, TrainerCardSkeleton } from './TrainerCard';

/** A listing as the grid shows it (the browse feature's useTrainerList derives it from its query). */
export interface TrainerListView {
  trainers: TrainerCardData[];
  total: number;
  /** More than `total` match (the worker stops counting there): shown as "1,000+". */
  totalCapped: boolean;
  hasMore: boolean;
  /** The first page or the next page is on its way. */
  loading: boolean;
  error: string | null;
  loadMore: () => void;
  /** The page of the list the URL starts from, and the page after what is shown (null at the end). */
  firstPage: number;
  nextPage: number | null;
}

/** Results grid (1 to 3 columns) with skeletons, the empty text, errors and "Load more". */
export function TrainerGrid({ list, emptyText }: { list: TrainerListView; emptyText: string }) {
  const { trainers, total, totalCapped, hasMore, loading, error, loadMore, firstPage, nextPage } = list;
  return (
    <div className="mt-6">
      {!loading && !error && trainers.length > 0 && (
        <p className="mb-3 text-sm text-base-content/70" aria-live="polite">
          {totalCapped ? `${formatCount(total)}+` : formatCount(total)}{' '}
          {total === 1 && !totalCapped ? 'trainer' : 'trainers'} found
        </p>
      )}
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
      {!loading && !error && trainers.length === 0 && (
        <p className="py-16 text-center text-base-content/70">{emptyText}</p>
      )}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={loading}>
        {trainers.map((trainer) => (
          <li key={trainer.id}>
            <TrainerCard trainer={trainer} />
          </li>
        ))}
        {loading &&
          Array.from({ length: trainers.length ? 3 : 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={`skeleton-${i}`}>
              <TrainerCardSkeleton />
            </li>
          ))}
      </ul>
      {hasMore && !loading && (
        <div className="mt-8 flex justify-center">
          <button type="button" className="btn btn-outline" onClick={loadMore}>
            Load more
          </button>
        </div>
      )}
      {!error && <ListPagingLinks first={firstPage} next={loading ? null : nextPage} />}
    </div>
  );
}
