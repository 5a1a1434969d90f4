import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { trainerPageDescription, trainerPageTitle } from '#shared/page-copy';
import { usePageMeta } from '#web/components/usePageMeta';
import { trackProfileView } from '#web/features/analytics/index';
import { ApiRequestError } from '#web/lib/api-client';
import { toast } from '#web/lib/toast';
import { trainerProfileQuery } from './api/trainer-profile';
import { TrainerProfileView } from './TrainerProfileView';

/** /trainer/:slug, an approved trainer's public profile (SPEC 2, 7), recorded as one profile view per visit. */
export function TrainerProfilePage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const client = useQueryClient();
  const { data: trainer, error } = useQuery(trainerProfileQuery(slug));
  const tracked = useRef<string | null>(null);
  usePageMeta(
    trainer ? trainerPageTitle(trainer) : 'Trainer profile',
    trainer ? trainerPageDescription(trainer) : undefined,
  );

  // SPEC 8: an unknown trainer sends the visitor back to the listing; other failures stay here.
  // A failed background refresh of a profile already shown keeps showing it.
  const failed = Boolean(error) && !trainer;
  const notFound = error instanceof ApiRequestError && error.status === 404;
  const failure = useRef(error);
  failure.current = error;
  useEffect(() => {
    if (!failed) return;
    if (notFound) {
      toast.error('Trainer not found');
      navigate('/trainers', { replace: true });
    } else {
      // The failure's reference (a 5xx), read when it happens: a later one is not toasted again.
      toast.error('Failed to load trainer profile', { cause: failure.current });
    }
  }, [failed, notFound, navigate]);

  // An old slug (the trainer renamed since): the API answered 301 and fetch followed it, so the
  // profile is the current one; the address bar gets its current URL, keeping ?source= and ?search=.
  useEffect(() => {
    if (!trainer || trainer.slug === slug) return;
    client.setQueryData(trainerProfileQuery(trainer.slug).queryKey, trainer);
    navigate({ pathname: `/trainer/${trainer.slug}`, search }, { replace: true });
  }, [trainer, slug, search, client, navigate]);

  // One profile view per page visit (SPEC 7: source from ?source=, default direct; search from ?search=).
  useEffect(() => {
    if (!trainer || tracked.current === trainer.slug) return;
    tracked.current = trainer.slug;
    trackProfileView(trainer.id, params.get('source'), params.get('search'), document.referrer);
  }, [trainer, params]);

  if (failed && !notFound) {
    return <p className="mx-auto max-w-xl px-4 py-20 text-center">Failed to load trainer profile</p>;
  }
  if (!trainer) {
    return (
      <div className="flex justify-center py-24" role="status" aria-label="Loading trainer">
        <span className="loading loading-spinner loading-lg" />
      </div>
    );
  }

  return <TrainerProfileView trainer={trainer} />;
}
