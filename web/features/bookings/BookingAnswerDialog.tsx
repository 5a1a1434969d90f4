import type { ComponentProps, ReactNode } from 'react';
import { Dialog } from '#web/components/Dialog';
import { ApiRequestError, apiErrorMessage } from '#web/lib/api-client';
import { toast } from '#web/lib/toast';

/**
 * The frame of an answer to a session (cancel, decline): the session in one line, the dialog's one
 * text field (`children`, driven by the answer's own schema), a way back and the action.
 */
export function BookingAnswerDialog({
  title,
  summary,
  formProps,
  submitting,
  back,
  action,
  busy,
  onClose,
  children,
}: {
  title: string;
  /** The session as the list shows it: who, what, when. */
  summary: string;
  formProps: ComponentProps<'form'>;
  submitting: boolean;
  back: string;
  action: string;
  /** The action's label while it is sent ("Cancelling…"). */
  busy: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog title={title} onClose={onClose}>
      <form {...formProps} className="flex flex-col gap-3">
        <p className="text-base-content/80">{summary}</p>
        {children}
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            {back}
          </button>
          <button type="submit" className="btn btn-error" disabled={submitting}>
            {submitting ? busy : action}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * An answer the worker refused: its message in a toast. A 409 means the session changed elsewhere
 * (answered, cancelled, too late): the dialog closes and the refetched list shows it as it is.
 */
export function answerFailed(err: unknown, fallback: string, onClose: () => void) {
  toast.error(apiErrorMessage(err, fallback), { cause: err });
  if (err instanceof ApiRequestError && err.status === 409) onClose();
}
