// What a visitor does on a worker-rendered page before the app can respond is kept and replayed through the app's
// own handlers once React handles the element (decision 054, web/README.md).
export interface HeldInteraction {
  kind: 'click' | 'submit';
  target: HTMLElement;
  /** The button that submitted the form, when there was one. */
  submitter: HTMLElement | null;
}

/** Shared by the loader script and the app through `window.earlyInteractions`. */
export interface EarlyInteractions {
  /** Held interactions, oldest first; the app takes them out as it replays them. */
  held: HeldInteraction[];
  /** Whether React handles events on this element now (it rendered or hydrated it). */
  handledByReact: (element: Element) => boolean;
  release: (item: HeldInteraction) => void;
  /** Called whenever an interaction is held, once the app replays them. */
  onHold: (() => void) | null;
}

declare global {
  interface Window {
    /** Installed by app/boot.ts on worker-rendered pages; absent where the app rendered the page. */
    earlyInteractions?: EarlyInteractions;
  }
}

/** How often a held interaction's element is checked while React has yet to hydrate it. */
const RECHECK_MS = 50;
/** A part of the page still not hydrated after this long never will be (a chunk failed to load). */
const GIVE_UP_MS = 60_000;

let scheduled = false;
let waitingSince: number | null = null;

function schedule(early: EarlyInteractions, delayMs: number): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    replayReady(early);
  }, delayMs);
}

function replay(item: HeldInteraction): void {
  if (item.kind === 'click') {
    item.target.click();
    return;
  }
  if (!(item.target instanceof HTMLFormElement)) return;
  const { submitter } = item;
  const ownSubmitter = submitter?.isConnected && item.target.contains(submitter) ? submitter : undefined;
  item.target.requestSubmit(ownSubmitter);
}

function replayReady(early: EarlyInteractions): void {
  while (early.held.length > 0) {
    const [item] = early.held;
    if (!item) break;
    if (item.target.isConnected && !early.handledByReact(item.target)) {
      waitingSince ??= Date.now();
      if (Date.now() - waitingSince < GIVE_UP_MS) {
        schedule(early, RECHECK_MS);
        return;
      }
      console.error('A part of the page never became interactive; dropping what was done there', item);
    }
    early.held.shift();
    waitingSince = null;
    early.release(item);
    // An element React removed meanwhile (the page changed) has nothing left to act on.
    if (!item.target.isConnected || !early.handledByReact(item.target)) continue;
    try {
      replay(item);
    } catch (error) {
      // One interaction failing must not hold up the ones after it.
      console.error('An interaction made before the page was ready could not be replayed', error);
    }
  }
}

/** Replays what was held, and from then on whatever the loader holds for parts that hydrate later. */
export function replayHeldInteractions(): void {
  const early = window.earlyInteractions;
  if (!early) return;
  early.onHold = () => schedule(early, 0);
  early.onHold();
}
