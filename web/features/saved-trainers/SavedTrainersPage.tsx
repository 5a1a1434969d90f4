import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usePageMeta } from '#web/components/usePageMeta';
import { toast } from '#web/lib/toast';
import { useRemoveSavedTrainer } from './api/remove-saved-trainer';
import { savedTrainersQuery } from './api/saved-trainers';
import { SavedTrainerCard } from './SavedTrainerCard';
import { SAVED_TOASTS } from './saved-toasts';

/** /saved-trainers (SPEC 2): one request for the whole page; the route guard handles sign-in. */
export function SavedTrainersPage() {
  usePageMeta('Saved Trainers');
  const query = useQuery(savedTrainersQuery());
  // A failed load has been toasted (the query's meta); the page then reads as an empty list.
  const saved = query.data ?? (query.isError ? [] : null);
  const remove = useRemoveSavedTrainer();
  const removing = (trainerId: number) => remove.isPending && remove.variables === trainerId;

  const onRemove = (trainerId: number) =>
    remove.mutate(trainerId, {
      onSuccess: () => toast.success(SAVED_TOASTS.removed),
      onError: (error) => toast.error(SAVED_TOASTS.removeFailed, { cause: error }),
    });

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <Link to="/dashboard" className="link link-hover text-sm">
        ← Back to Dashboard
      </Link>
      <h1 className="mt-2 text-3xl font-bold">Saved Trainers</h1>
      {saved === null && (
        <p className="py-16 text-center text-base-content/70" role="status">
          Loading saved trainers...
        </p>
      )}
      {saved?.length === 0 && (
        <div className="py-16 text-center">
          <h2 className="text-2xl font-semibold">No Saved Trainers Yet</h2>
          <p className="mt-2 text-base-content/70">Save trainers you like and find them here later.</p>
          <Link to="/trainers" className="btn btn-primary mt-6">
            Browse Trainers
          </Link>
        </div>
      )}
      {saved && saved.length > 0 && (
        <>
          <p className="mt-2 text-base-content/70">You have {saved.length} saved trainer(s)</p>
          <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {saved.map((trainer) => (
              <li key={trainer.trainer_id}>
                <SavedTrainerCard
                  trainer={trainer}
                  removing={removing(trainer.trainer_id)}
                  onRemove={() => onRemove(trainer.trainer_id)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
