import { toast } from '#web/lib/toast';

/** `aria-disabled`, not `disabled`: it stays focusable, and activating it says why (SPEC 8). */
export function UnavailableContact({ label, message }: { label: string; message: string }) {
  return (
    // daisyUI greys out an aria-disabled .btn and turns its pointer events off; they are turned back
    // on so a click gets the explanation too, and the text is darkened to stay legible.
    <button
      type="button"
      aria-disabled="true"
      title={message}
      className="btn btn-sm pointer-events-auto cursor-not-allowed border-dashed border-base-content/30 text-base-content/70"
      onClick={() => toast.error(message)}
    >
      {label}
    </button>
  );
}
