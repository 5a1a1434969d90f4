import { type ReactNode, useEffect, useId, useRef } from 'react';

/** Native <dialog>; Escape's default close is prevented, so `onClose` may say no and the dialog shown is always the one rendered. */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Not the browser's close (it cannot be taken back), and not the dialog beneath this one.
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </div>
      <button type="button" className="modal-backdrop" aria-label="Close" onClick={onClose} />
    </dialog>
  );
}
