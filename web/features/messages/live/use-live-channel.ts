import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '#web/lib/session/use-session';

/**
 * Keeps the signed-in user's live channel open while mounted (once, in the app shell): new messages,
 * reads and the unread count reach the cache as they happen (apply-live-event.ts). The channel's code
 * loads only once someone is signed in; a change of user closes one channel and opens the next.
 */
export function useLiveChannel(): void {
  const session = useSession();
  const client = useQueryClient();
  const viewerId = session.status === 'signedIn' ? session.session.user.id : null;
  useEffect(() => {
    if (!viewerId) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('./live-connection')
      .then(({ connectLiveChannel }) => {
        if (!unmounted) stop = connectLiveChannel(client, viewerId);
      })
      .catch((error: unknown) => console.error('The live channel could not load', error));
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [client, viewerId]);
}
