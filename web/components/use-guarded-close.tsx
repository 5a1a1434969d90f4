import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { anyOtherLocation, UnsavedChangesPrompt } from './UnsavedChangesPrompt';

/**
 * Closing a dialog that holds unsaved changes (Cancel, Escape, the backdrop) asks first: the
 * dialog shows "Discard your changes?" in place, and only "Discard changes" closes it. Nothing to
 * lose, it closes at once. Saving closes it with `close` directly. `prompt` (rendered in the
 * dialog) also asks before any navigation or unload while there are changes: a dialog lives on its
 * page's URL, so any other URL leaves it.
 */
export function useGuardedClose(dirty: boolean, close: () => void): { requestClose: () => void; prompt: ReactNode } {
  const [asking, setAsking] = useState(false);
  return {
    requestClose: () => (dirty ? setAsking(true) : close()),
    prompt: (
      <>
        {asking && <DiscardChangesPrompt onKeep={() => setAsking(false)} onDiscard={close} />}
        <UnsavedChangesPrompt when={dirty} leaves={anyOtherLocation} />
      </>
    ),
  };
}

function DiscardChangesPrompt({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const keep = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => keep.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="alert alert-warning mb-4 flex flex-col items-start gap-2"
    >
      <p id={`${id}-title`} className="font-semibold">
        Discard your changes?
      </p>
      <p id={`${id}-text`}>What you typed in this form has not been saved. If you close it now, it is lost.</p>
      <div className="flex gap-2">
        <button ref={keep} type="button" className="btn btn-sm" onClick={onKeep}>
          Keep editing
        </button>
        <button type="button" className="btn btn-sm btn-error" onClick={onDiscard}>
          Discard changes
        </button>
      </div>
    </div>
  );
}
