import type { LiveEvent } from '#shared/api/messages';

// Who else hears the live events (after the cache has them): a screen that wants to react to one
// (a sound, a notice) subscribes here without loading the channel's code.

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with every live event of the signed-in user; returns the unsubscribe. */
export function subscribeToLiveEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifyLiveEventSubscribers(event: LiveEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      // One screen's bug must not keep the event from the others.
      console.error('A live event subscriber failed', error);
    }
  }
}
