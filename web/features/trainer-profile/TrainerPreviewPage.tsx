import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import type { TrainerPreviewResponse } from '#shared/api/trainers';
import { usePageMeta } from '#web/components/usePageMeta';
import { ApiRequestError } from '#web/lib/api-client';
import { useSession } from '#web/lib/session/use-session';
import { trainerPreviewQuery } from './api/trainer-preview';
import { ProfilePreview } from './profile-preview';
import { TrainerProfileView } from './TrainerProfileView';

const STATUS_NOTE: Record<TrainerPreviewResponse['status'], string> = {
  pending: 'Awaiting approval: visitors cannot see this profile yet.',
  rejected: 'Not approved: visitors cannot see this profile.',
  approved: 'Approved: this is what visitors see.',
};

/** Never in a search engine, whatever the page's HTML said when it was first served. */
function useNoindex() {
  useEffect(() => {
    const existing = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const meta = existing ?? document.head.appendChild(document.createElement('meta'));
    const before = existing?.content;
    meta.name = 'robots';
    meta.content = 'noindex';
    return () => {
      if (before === undefined) meta.remove();
      else meta.content = before;
    };
  }, []);
}

/**
 * /trainer/:slug/preview: a profile as its public page would show it, whatever its status, for its
 * own trainer (before approval) and for admins (deciding on it), under a "Preview, not public"
 * banner with what the profile still lacks. Anyone else gets "not found" from the worker.
 */
export function TrainerPreviewPage() {
  const { slug = '' } = useParams();
  const session = useSession();
  const isAdmin = session.status === 'signedIn' && session.session.user.is_admin;
  const { data, error } = useQuery(trainerPreviewQuery(slug));
  usePageMeta(data ? `Preview: ${data.trainer.full_name}` : 'Profile preview');
  useNoindex();

  if (error && !data) {
    const notFound = error instanceof ApiRequestError && error.status === 404;
    return (
      <p className="mx-auto max-w-xl px-4 py-20 text-center">
        {notFound ? 'Trainer profile not found' : 'Failed to load profile data'}
      </p>
    );
  }
  if (!data) {
    return (
      <div className="flex justify-center py-24" role="status" aria-label="Loading preview">
        <span className="loading loading-spinner loading-lg" />
      </div>
    );
  }
  const { trainer, status, completeness } = data;
  const ownProfile = session.status === 'signedIn' && session.session.user.id === trainer.user_id;
  return (
    <>
      <section
        className="border-b border-warning/40 bg-warning/15 px-4 py-4"
        aria-labelledby="preview-banner-title"
        data-testid="preview-banner"
      >
        <div className="mx-auto flex max-w-5xl flex-col gap-2">
          <h2 id="preview-banner-title" className="text-lg font-bold">
            Preview, not public
          </h2>
          <p>{STATUS_NOTE[status]}</p>
          <p>
            Profile {completeness.score}% complete
            {completeness.missing.length > 0 ? ': still missing' : '.'}
          </p>
          {completeness.missing.length > 0 && (
            <ul className="list-disc pl-5" aria-label="Missing from the profile">
              {completeness.missing.map((item) => (
                <li key={item.key}>
                  {ownProfile ? (
                    <Link className="link" to={`/manage-profile#${item.field}`}>
                      {item.label}
                    </Link>
                  ) : (
                    item.label
                  )}
                </li>
              ))}
            </ul>
          )}
          <p className="flex flex-wrap gap-3">
            {isAdmin && (
              <Link className="link" to={`/admin/trainers?search=${encodeURIComponent(trainer.full_name)}`}>
                Back to trainer moderation
              </Link>
            )}
            {ownProfile && (
              <Link className="link" to="/dashboard">
                Back to your dashboard
              </Link>
            )}
            {status === 'approved' && (
              <Link className="link" to={`/trainer/${trainer.slug}`}>
                Open the public page
              </Link>
            )}
          </p>
        </div>
      </section>
      <ProfilePreview value={{ isPublic: status === 'approved' }}>
        <TrainerProfileView trainer={trainer} />
      </ProfilePreview>
    </>
  );
}
