import { Link } from 'react-router';
import type { ProfileCompleteness } from '#shared/profile-completeness';

/** Where each missing item is fixed: the manage-profile field of that name (see ManageProfilePage). */
export function completenessFixHref(field: string): string {
  return `/manage-profile#edit-${field}`;
}

/**
 * How complete the public profile is, with each missing item linking to the field that fixes it
 * (dashboard and manage-profile show the same checklist, computed by the worker).
 */
export function ProfileCompletenessCard({ completeness }: { completeness: ProfileCompleteness }) {
  const { score, missing } = completeness;
  return (
    <section className="card border border-base-200 bg-base-100 shadow-sm" aria-labelledby="completeness-title">
      <div className="card-body gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="completeness-title" className="card-title">
            Profile completeness
          </h2>
          <span className="font-semibold" data-testid="completeness-score">
            {score}%
          </span>
        </div>
        <progress
          className="progress progress-primary w-full"
          value={score}
          max={100}
          aria-label="Profile completeness"
        />
        {missing.length === 0 ? (
          <p className="text-base-content/70">Your profile is complete. Learners see everything they need.</p>
        ) : (
          <>
            <p className="text-sm text-base-content/70">
              Complete profiles get more views and contacts. Still missing:
            </p>
            <ul className="list-inside list-disc space-y-1">
              {missing.map((item) => (
                <li key={item.key}>
                  <Link className="link link-primary" to={completenessFixHref(item.field)}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
