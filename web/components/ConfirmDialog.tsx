import type { ReactNode } from 'react';
import { Dialog } from './Dialog';

/** "Are you sure?" for destructive actions: Cancel, or the confirm button (disabled while it runs). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog title={title} onClose={onClose}>
      <div className="text-base-content/80">{children}</div>
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="btn btn-error" disabled={pending} onClick={onConfirm}>
          {pending ? 'Working...' : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
