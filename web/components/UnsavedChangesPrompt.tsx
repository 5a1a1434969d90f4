import { useEffect } from 'react';
import { type Location, useBlocker } from 'react-router';
import { Dialog } from './Dialog';

const otherPath = (current: Location, next: Location) => current.pathname !== next.pathname;
/** For an editor whose place is in the query too (a dialog of a tab, `?tab=blog&edit=7`): any other URL leaves it. */
export const anyOtherLocation = (current: Location, next: Location) =>
  current.pathname !== next.pathname || current.search !== next.search;

/** In-app navigation is held for a dialog; closing the tab gets the browser's prompt. Staying on the path is not leaving unless `leaves` says so. */
export function UnsavedChangesPrompt({
  when,
  leaves = otherPath,
  onLeave,
}: {
  when: boolean;
  leaves?: (current: Location, next: Location) => boolean;
  onLeave?: () => void;
}) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && leaves(currentLocation, nextLocation));

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
        <button
          type="button"
          className="btn btn-error"
          onClick={() => {
            onLeave?.();
            blocker.proceed();
          }}
        >
          Leave without saving
        </button>
      </div>
    </Dialog>
  );
}
