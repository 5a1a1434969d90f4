import { toast } from '#web/lib/toast';

/**
 * A way of contacting the trainer that they have not filled in (an empty social value, Book Now
 * without WhatsApp). It looks unavailable at every width, without a hover that promises a link,
 * and stays focusable and activatable (`aria-disabled`, not `disabled`): activating it says why
 * (SPEC 8: 'No {platform} available', 'Contact information not available').
 */
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
