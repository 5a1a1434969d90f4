import { Link } from 'react-router';
import type { MyTrainerSummary } from '#shared/api/me';
import type { TrainerStatus } from '#shared/enums';
import { trainerPreviewPath } from '#web/features/trainer-profile/index';
import { apiErrorMessage } from '#web/lib/api-client';
import { toast } from '#web/lib/toast';
import { useCreateTrainerProfile } from './api/create-trainer-profile';

const STATUS_BADGE: Record<TrainerStatus, { label: string; className: string }> = {
  approved: { label: 'Approved', className: 'badge-success' },
  pending: { label: 'Pending Approval', className: 'badge-warning' },
  rejected: { label: 'Rejected', className: 'badge-error' },
};

export function TrainerStatusCard({ trainer }: { trainer: MyTrainerSummary | null }) {
  const createProfile = useCreateTrainerProfile();
  const creating = createProfile.isPending;

  const create = () =>
    createProfile.mutate(undefined, {
      // SPEC 8: the worker's 'Trainer profile created! It's pending admin approval.'
      onSuccess: (res) => toast.success(res.message),
      onError: (err) => toast.error(apiErrorMessage(err, 'Error creating trainer profile')),
    });

  return (
    <div className="card border border-base-200 bg-base-100 shadow-sm">
      <div className="card-body">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="card-title">Trainer profile</h2>
          {trainer && (
            <span className={`badge ${STATUS_BADGE[trainer.status].className}`} data-testid="trainer-status">
              {STATUS_BADGE[trainer.status].label}
            </span>
          )}
        </div>
        {!trainer && (
          <>
            <p className="text-base-content/70">
              Share your expertise with learners. Create a trainer profile; our team reviews it before it goes public.
            </p>
            <div className="card-actions">
              <button type="button" className="btn btn-primary" onClick={create} disabled={creating}>
                {creating ? 'Creating...' : 'Create Trainer Profile'}
              </button>
            </div>
          </>
        )}
        {trainer?.status === 'pending' && (
          <p className="alert alert-warning">
            Your trainer profile is awaiting approval. We will review it shortly; it becomes public once approved.
          </p>
        )}
        {trainer?.status === 'rejected' && (
          <p className="alert alert-error">
            Your trainer profile was not approved. Please contact us if you have questions or would like us to review it
            again.
          </p>
        )}
        {trainer?.status_message && trainer.status !== 'pending' && (
          <blockquote
            className="rounded-box border-l-4 border-primary bg-base-200 p-3"
            aria-label="Message from our team"
          >
            <p className="text-sm font-medium">Message from our team</p>
            <p className="whitespace-pre-wrap">{trainer.status_message}</p>
          </blockquote>
        )}
        {trainer && trainer.status !== 'approved' && (
          <div className="card-actions">
            <Link to={trainerPreviewPath(trainer.slug)} className="btn btn-outline">
              Preview Your Profile
            </Link>
            <Link to="/manage-profile" className="btn btn-primary">
              Manage Profile & Services
            </Link>
          </div>
        )}
        {trainer?.status === 'approved' && (
          <div className="card-actions">
            <Link to={`/trainer/${trainer.slug}`} className="btn btn-outline">
              View Public Profile
            </Link>
            <Link to="/manage-profile" className="btn btn-primary">
              Manage Profile & Services
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
