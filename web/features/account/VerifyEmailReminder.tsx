import { apiErrorMessage } from '#web/lib/api-client';
import { toast } from '#web/lib/toast';
import { useResendVerification } from './api/resend-verification';

const RESEND_FAILED = 'Could not send the link. Please try again.';

/** For a user whose address is not verified yet: where the link went, and a way to get another one. */
export function VerifyEmailReminder({ email }: { email: string }) {
  const resend = useResendVerification();
  const send = async () => {
    try {
      const answer = await resend.mutateAsync();
      toast.success(answer.message);
    } catch (error) {
      toast.error(apiErrorMessage(error, RESEND_FAILED));
    }
  };
  return (
    <div role="status" className="alert alert-warning mt-6 flex flex-wrap items-center justify-between gap-2">
      <span>
        Please verify your email address. We sent a link to <strong>{email}</strong>.
      </span>
      <button type="button" className="btn btn-sm" onClick={() => void send()} disabled={resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Resend link'}
      </button>
    </div>
  );
}
