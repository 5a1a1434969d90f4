import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { FLAG_DETAILS_MAX, FLAG_MESSAGES, FLAG_REASONS, flagReviewSchema } from '#shared/api/reviews';
import { zodFieldErrors } from '#shared/zod-fields';
import { ApiRequestError } from '../../lib/api-client';
import { signedInRequest } from '../../lib/session/requests';

/** Report someone else's review to the moderators: a reason from a short list plus details. */
export function ReportReviewDialog({ reviewId, onClose }: { reviewId: number; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<(typeof FLAG_REASONS)[number] | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = flagReviewSchema.safeParse({ reason: reason || undefined, details: details || undefined });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setSending(true);
    try {
      await signedInRequest(`/reviews/${reviewId}/flags`, { method: 'POST', json: parsed.data });
      toast.success(FLAG_MESSAGES.success);
      onClose();
    } catch (err) {
      toast.error(
        err instanceof ApiRequestError && err.status < 500 && err.message ? err.message : FLAG_MESSAGES.failure,
      );
      if (err instanceof ApiRequestError && err.status === 409) onClose();
    } finally {
      setSending(false);
    }
  };

  return (
    <dialog ref={dialog} className="modal" onClose={onClose} aria-labelledby="report-title">
      <form method="dialog" onSubmit={submit} className="modal-box flex flex-col gap-3" noValidate>
        <h3 id="report-title" className="text-lg font-bold">
          Report review
        </h3>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Reason</legend>
          {FLAG_REASONS.map((option) => (
            <label key={option} className="flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="reason"
                className="radio radio-sm"
                checked={reason === option}
                onChange={() => setReason(option)}
              />
              {option}
            </label>
          ))}
          {errors.reason && <p className="text-sm text-error">{errors.reason}</p>}
        </fieldset>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium">Details {reason === 'Other' ? '' : '(optional)'}</span>
          <textarea
            className="textarea textarea-bordered"
            rows={3}
            maxLength={FLAG_DETAILS_MAX}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
          />
          {errors.details && <span className="text-sm text-error">{errors.details}</span>}
        </label>
        <div className="modal-action">
          <button type="button" className="btn" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="submit" className="btn btn-error" disabled={sending}>
            {sending ? 'Sending...' : 'Send Report'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
