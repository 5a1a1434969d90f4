import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { SAVED_MESSAGES, type SavedTrainer, type SavedTrainersResponse } from '#shared/api/saved-trainers';
import { usePageMeta } from '../../components/usePageMeta';
import { forgetSaved } from '../../lib/saved-trainers';
import { signedInRequest } from '../../lib/session/requests';
import { SavedTrainerCard } from './SavedTrainerCard';

/** /saved-trainers (SPEC 2): one request for the whole page; the route guard handles sign-in. */
export function SavedTrainersPage() {
  usePageMeta('Saved Trainers');
  const [saved, setSaved] = useState<SavedTrainer[] | null>(null);
  const [removing, setRemoving] = useState<Set<number>>(new Set());

  useEffect(() => {
    signedInRequest<SavedTrainersResponse>('/saved-trainers')
      .then((res) => setSaved(res.saved))
      .catch(() => {
        toast.error(SAVED_MESSAGES.loadFailed);
        setSaved([]);
      });
  }, []);

  const remove = async (trainerId: number) => {
    setRemoving((current) => new Set([...current, trainerId]));
    try {
      await signedInRequest(`/saved-trainers/${trainerId}`, { method: 'DELETE' });
      setSaved((current) => (current ?? []).filter((s) => s.trainer_id !== trainerId));
      forgetSaved(trainerId);
      toast.success(SAVED_MESSAGES.removed);
    } catch {
      toast.error(SAVED_MESSAGES.removeFailed);
    } finally {
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(trainerId);
        return next;
      });
    }
  };

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
                  removing={removing.has(trainer.trainer_id)}
                  onRemove={() => void remove(trainer.trainer_id)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
