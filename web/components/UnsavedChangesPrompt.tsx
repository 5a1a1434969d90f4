import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Dialog } from './Dialog';

/**
 * Asks before leaving a page with unsaved edits: in-app navigation shows a dialog (the router holds
 * the navigation until the user answers), closing or reloading the tab gets the browser's prompt.
 * Staying on the same path (a hash link to a field, a tab in the query) is not leaving.
 */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog title="Leave without saving?" onClose={() => blocker.reset()}>
      <p className="text-base-content/80">You have unsaved changes on this page. If you leave now, they are lost.</p>
      <div className="modal-action">
        <button type="button" className="btn" onClick={() => blocker.reset()}>
          Stay on this page
        </button>
        <button type="button" className="btn btn-error" onClick={() => blocker.proceed()}>
          Leave without saving
        </button>
      </div>
    </Dialog>
  );
}
